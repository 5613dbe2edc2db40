//@ expect: error
//@ include: _defs.rs
async fn f(p: NonNull<Leaf>) { unsafe { (*p).nope = 1 } } fn main() { let _ = f(NonNull::dangling()); }
