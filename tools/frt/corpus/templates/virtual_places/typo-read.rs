//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<Leaf>) -> u32 { unsafe { (*p).nope } } fn main() {}
