//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<S>) -> u32 { unsafe { (*p).a[0] } } fn main() {}
