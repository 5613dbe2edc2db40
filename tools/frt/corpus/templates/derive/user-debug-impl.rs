//@ expect: error
struct S { a: u8 }
impl std::fmt::Debug for field_of!(S, a) {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { f.write_str("S.a") }
}
fn main() { println!("{:?}", <field_of!(S, a)>::default()); }
