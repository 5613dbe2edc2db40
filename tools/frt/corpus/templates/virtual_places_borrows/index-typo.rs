//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<S>) -> u32 { unsafe { (*p).arr[0].nope } } fn main() {}
