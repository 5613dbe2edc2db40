//@ expect: error
//@ include: _defs.rs
fn f(t: Pin<&mut T<Cd>>) { let _: &mut Cd = &mut (*t).fut; }
fn main() {}
