//@ expect: error
//@ include: _defs.rs
fn f(t: Pin<&mut T<Cd>>) { let T { ref mut fut, .. } = t; let _ = fut; }
fn main() {}
