//@ expect: error
//@ include: _defs.rs
fn f(p: Pin<&mut S>) { let i = @Pin (*p).inner; let v = @Pin (*p).inner.v; drop((i, v)); } fn main() {}
