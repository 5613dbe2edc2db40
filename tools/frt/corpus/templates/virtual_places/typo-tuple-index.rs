//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<Leaf>) { let _ = unsafe { (*p).t.9 }; } fn main() {}
