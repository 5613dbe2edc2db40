//@ expect: error
    //@ include: _defs.rs
fn main() { let _: PhantomData<field_of!(typeof(1), a)>; }
