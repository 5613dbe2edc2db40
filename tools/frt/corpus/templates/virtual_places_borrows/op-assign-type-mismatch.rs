//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<S>) { unsafe { (*p).a += 1u8 }; } fn main() {}
