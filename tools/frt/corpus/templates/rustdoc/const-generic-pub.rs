//@ expect: pass
pub struct A<const N: usize> { pub a: [u8; N], pub b: u8 }
pub fn f<const N: usize>() -> usize { <field_of!(A<N>, b) as Field>::OFFSET }
pub struct Arr(pub [u8; <field_of!(A<3>, b) as Field>::OFFSET]);
fn main() {}
