//@ expect: run
//@ prelude: none
//@ include: _defs.rs
fn main() { let _: std::marker::PhantomData<core::field::field_of!(S, a)> = std::marker::PhantomData; }
