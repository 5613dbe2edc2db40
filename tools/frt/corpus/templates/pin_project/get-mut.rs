//@ expect: error
//@ include: _defs.rs
fn f(t: Pin<&mut T<Cd>>) -> &mut T<Cd> { t.get_mut() }
fn main() {}
