//@ expect: pass
pub mod m { pub struct S { pub a: u8 } pub type A = std::field::field_of!(S, a); }
pub use m::A as FieldA;
pub use std::field::field_of as frt;
fn main() {}
