//@ expect: error
//@ include: _defs.rs
impl<F> Drop for T<F> { fn drop(&mut self) {} }
fn main() {}
