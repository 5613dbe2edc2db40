//@ expect: error
//@ include: _defs.rs
fn f(n: NonNull<Node>) { let _ = unsafe { &(*(*n).bx).nope }; } fn main() {}
