//@ expect: run
struct S { a: u8 }
#[derive(PartialEq, Eq, Hash, PartialOrd, Ord)]
struct D { f: field_of!(S, a) }
fn main() { let d = D { f: Default::default() }; assert!(d == d && d.cmp(&d).is_eq()); }
