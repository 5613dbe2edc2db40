//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<Leaf>) { let _ = unsafe { (*p).x.0 }; } fn main() {}
