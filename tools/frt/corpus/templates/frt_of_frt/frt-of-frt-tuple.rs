//@ expect: error
    //@ include: _defs.rs
fn main() { let _: PhantomData<field_of!(field_of!((u8, u8), 0), 0)>; }
