//@ expect: run
#[derive(Debug, Clone, Default, PartialEq)]
struct S { a: u8, b: String }
fn main() { let s = S::default(); assert_eq!(project::<field_of!(S, b)>(&s), ""); }
