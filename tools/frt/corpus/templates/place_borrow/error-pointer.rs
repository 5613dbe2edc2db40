//@ expect: error
//@ include: _defs.rs
fn f(p: Undefined<Point>) { let _ = unsafe { @NonNull (*p).x }; }
fn main() {}
