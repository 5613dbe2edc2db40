//@ expect: run
struct S { a: u8, b: u32 }
enum E { V([u8; <field_of!(S, b) as Field>::OFFSET]) }
fn main() { assert_eq!(size_of::<E>(), offset_of!(S, b)); }
