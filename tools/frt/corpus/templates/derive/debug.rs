//@ expect: run
struct S { a: u8 }
#[derive(Debug)]
struct D { f: field_of!(S, a) }
fn main() { assert!(format!("{:?}", D { f: Default::default() }).contains("field_of!(")); }
