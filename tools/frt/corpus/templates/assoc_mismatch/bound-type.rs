//@ expect: error
        //@ include: _defs.rs
    fn f<F: Field<Type = u32>>() {}
fn main() { f::<field_of!(S, a)>(); }
