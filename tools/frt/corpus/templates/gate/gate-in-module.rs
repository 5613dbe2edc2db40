//@ expect: error
//@ no-gate
//@ prelude: none
mod m { #![feature(field_projections)] }
struct S { a: u8 }
fn main() { let _: std::field::field_of!(S, a); }
