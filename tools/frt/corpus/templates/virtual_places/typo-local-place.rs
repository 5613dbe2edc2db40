//@ expect: error
//@ include: _defs.rs
fn main() { let l = Leaf { x: 1, t: (2, 3) }; let _ = @NonNull l.nope; }
