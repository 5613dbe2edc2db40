//@ expect: error
        //@ include: _defs.rs
    fn f<F: Field<Base = S>>() {}
fn main() { f::<field_of!(G<u8>, v)>(); }
