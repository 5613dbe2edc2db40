//@ expect: error
    //@ include: _defs.rs
fn main() { let _: PhantomData<field_of!(Vec<u8>, len)>; }
