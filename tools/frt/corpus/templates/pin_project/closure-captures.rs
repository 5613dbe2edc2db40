//@ expect: pass
//@ include: _defs.rs
fn f(mut t: Pin<&mut T<Cd>>) { let mut c = || { (*t).polls += 1; }; c(); c(); }
fn main() {}
