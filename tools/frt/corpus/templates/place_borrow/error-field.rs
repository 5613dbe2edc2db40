//@ expect: error
//@ include: _defs.rs
fn f(p: NonNull<Point>) { let _ = unsafe { @NonNull (*p).missing }; }
fn main() {}
