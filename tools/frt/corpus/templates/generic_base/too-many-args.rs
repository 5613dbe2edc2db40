//@ expect: error
    //@ include: _defs.rs
fn main() { let _: PhantomData<field_of!(S<'static, u8, u8>, r)>; }
