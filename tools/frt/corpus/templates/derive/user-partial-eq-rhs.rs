//@ expect: error
struct S { a: u8 }
impl PartialEq<u8> for field_of!(S, a) { fn eq(&self, _: &u8) -> bool { true } }
fn main() { let _ = <field_of!(S, a)>::default() == 1u8; }
