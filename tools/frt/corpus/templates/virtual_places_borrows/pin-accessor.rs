//@ expect: pass
//@ include: _defs.rs
fn a(p: Pin<&mut S>) -> Pin<&mut u32> { @Pin (*p).a } fn both(p: Pin<&mut S>) -> (Pin<&mut In>, Pin<&mut [u32; 4]>) { (@Pin (*p).inner, @Pin (*p).arr) } fn main() {}
