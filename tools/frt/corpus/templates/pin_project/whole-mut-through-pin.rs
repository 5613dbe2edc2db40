//@ expect: error
//@ include: _defs.rs
fn f(p: Pin<&mut T<Cd>>, other: T<Cd>) { let _ = std::mem::replace(&mut *p, other); }
fn main() {}
