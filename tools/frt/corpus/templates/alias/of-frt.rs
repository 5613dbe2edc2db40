//@ expect: error
        //@ include: _defs.rs
    type F = field_of!(S, a);
fn main() { let _: PhantomData<field_of!(F, a)>; }
