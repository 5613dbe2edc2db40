//@ expect: error
        //@ include: _defs.rs
    type R = &'static S;
fn main() { let _: PhantomData<field_of!(R, a)>; }
