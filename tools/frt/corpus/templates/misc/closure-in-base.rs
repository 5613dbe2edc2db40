//@ expect: error
    //@ include: _defs.rs
fn main() { let _: PhantomData<field_of!([u8; { let c = || 1; 2 }], 0)>; }
