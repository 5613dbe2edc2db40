//@ expect: error
    //@ include: _defs.rs
fn main() { let _: PhantomData<field_of!(fn(S) -> S, 0)>; }
