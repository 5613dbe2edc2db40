//@ expect: run
struct S { a: u8 }
#[derive(Default)]
struct D { f: field_of!(S, a) }
fn main() { let _ = D::default(); }
