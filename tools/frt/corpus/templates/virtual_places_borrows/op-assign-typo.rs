//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<S>) { unsafe { (*p).nope += 1 }; } fn main() {}
