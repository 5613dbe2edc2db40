//@ expect: error
//@ include: _defs.rs
fn f(t: Pin<&mut T<Cd>>) { let _ = @Pin (*t).polls; }
fn main() {}
