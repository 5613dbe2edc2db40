//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<Leaf>) { let c = || unsafe { (*p).nope = 1 }; c(); } fn main() {}
