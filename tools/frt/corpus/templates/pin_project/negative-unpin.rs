//@ expect: error
//@ features: negative_impls
//@ include: _defs.rs
#[pin_project] struct K { #[pin] a: u8 }
impl !Unpin for K {}
fn main() { assert_unpin::<K>(); }
