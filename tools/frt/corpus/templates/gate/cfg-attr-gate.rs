//@ expect: run
//@ no-gate
//@ prelude: none
#![cfg_attr(all(), feature(field_projections))]
#![allow(incomplete_features)]
struct S { a: u8 }
fn main() { let _: std::marker::PhantomData<std::field::field_of!(S, a)> = std::marker::PhantomData; }
