//@ expect: error
//@ include: _defs.rs
fn main() { assert_unpin::<T<Cd>>(); }
