//@ expect: error
//@ include: _defs.rs
fn f(n: NonNull<Node>) { let _ = unsafe { (*(*n).next).nope }; } fn main() {}
