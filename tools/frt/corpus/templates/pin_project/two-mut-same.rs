//@ expect: error
//@ include: _defs.rs
fn f(t: Pin<&mut T<Cd>>) { let a = &mut (*t).polls; let b = &mut (*t).polls; *a += 1; *b += 1; }
fn main() {}
