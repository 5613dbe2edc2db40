//@ expect: error
struct S { a: u8, b: u8 }
fn main() { let _ = <field_of!(S, a)>::default() == <field_of!(S, b)>::default(); }
