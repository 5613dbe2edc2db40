//@ expect: error
//@ include: _defs.rs
fn main() { let s = Point { x: 1, y: (2, 3) }; let _ = @s.x; }
