//@ expect: error
//@ include: _defs.rs
impl<F> Unpin for T<F> {}
fn main() {}
