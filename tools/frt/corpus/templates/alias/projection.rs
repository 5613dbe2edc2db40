//@ expect: error
        //@ include: _defs.rs
    type P = <S as Tr>::Out;
fn main() { let _: PhantomData<field_of!(P, a)>; }
