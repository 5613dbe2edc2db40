//@ expect: error
//@ include: _defs.rs
fn a() -> Pin<&'static mut u32> { let mut x = s(); let p = unsafe { Pin::new_unchecked(&mut x) }; @Pin (*p).a } fn main() {}
