//@ expect: error
struct S { a: u8 }
impl Clone for field_of!(S, a) { fn clone(&self) -> Self { *self } }
fn main() { let x = <field_of!(S, a)>::default(); let _ = x.clone(); }
