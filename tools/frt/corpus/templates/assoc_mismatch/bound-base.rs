//@ expect: error
        //@ include: _defs.rs
    fn f<T, F: Field<Base = T>>() {}
fn main() { f::<u8, field_of!(S, a)>(); }
