//@ expect: error
        //@ include: _defs.rs
    type Arr = [u8; 4];
fn main() { let _: PhantomData<field_of!(Arr, 0)>; }
