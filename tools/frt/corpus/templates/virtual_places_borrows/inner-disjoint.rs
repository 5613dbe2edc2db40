//@ expect: pass
//@ include: _defs.rs
fn f(p: Pin<&mut S>) { let v = @Pin (*p).inner.v; let w = @Pin (*p).inner.w; drop((v, w)); } fn main() {}
