//@ expect: error
        //@ include: _defs.rs
    type U<T> = S;
fn main() { let _: PhantomData<field_of!(U<u8>, a)>; }
