//@ expect: error
//@ include: _defs.rs
fn main() { let mut l = Leaf { x: 1, t: (2, 3) }; let p = NonNull::from(&mut l); unsafe { (*p).nope = 5 }; }
