//@ expect: pass
//@ include: _defs.rs
fn f(p: NonNull<S>) -> u32 { unsafe { (*p).arr[9] } } fn main() {}
