//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<Leaf>) -> bool { unsafe { (*p).nope == 1 } } fn main() {}
