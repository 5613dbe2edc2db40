//@ expect: error
//@ prelude: none
#![deny(warnings)]
struct S { a: u8 }
fn main() { let _: std::marker::PhantomData<std::field::field_of!(S, a)> = std::marker::PhantomData; }
