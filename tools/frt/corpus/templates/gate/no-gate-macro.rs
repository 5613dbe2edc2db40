//@ expect: error
//@ no-gate
//@ prelude: header
//@ include: _defs.rs
fn main() { let _: PhantomData<field_of!(S, a)>; }
