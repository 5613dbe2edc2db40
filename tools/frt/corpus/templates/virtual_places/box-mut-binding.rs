//@ expect: error
//@ include: _defs.rs
fn main() { let b = Box::new(Leaf { x: 1, t: (2, 3) }); let _m: &mut u32 = @<&mut u32> (*b).x; }
