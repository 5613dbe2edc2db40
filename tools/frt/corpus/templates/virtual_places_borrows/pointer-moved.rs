//@ expect: error
//@ include: _defs.rs
fn f(p: Pin<&mut S>) { let a = @Pin (*p).a; let q = p; drop((a, q)); } fn main() {}
