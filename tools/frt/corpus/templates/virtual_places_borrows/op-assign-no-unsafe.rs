//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<S>) { (*p).a += 1; } fn main() {}
