//@ expect: error
    //@ include: _defs.rs
fn main() { let _: PhantomData<field_of!(PhantomData<u8>, 0)>; }
