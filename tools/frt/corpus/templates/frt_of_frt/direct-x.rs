//@ expect: error
    //@ include: _defs.rs
fn main() { let _: PhantomData<field_of!(field_of!(S, inner), x)>; }
