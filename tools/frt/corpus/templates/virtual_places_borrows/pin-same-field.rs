//@ expect: error
//@ include: _defs.rs
fn f(p: Pin<&mut S>) { let a = @Pin (*p).a; let b = @Pin (*p).a; drop((a, b)); } fn main() {}
