//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<S>) -> u32 { unsafe { (*p).arr[1u8] } } fn main() {}
