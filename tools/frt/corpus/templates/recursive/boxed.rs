//@ expect: run
struct R { a: u8, next: Option<Box<R>> }
fn main() { assert_eq!(offset::<field_of!(R, next)>(), offset_of!(R, next)); }
