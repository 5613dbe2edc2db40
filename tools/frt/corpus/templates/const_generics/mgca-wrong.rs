//@ features: min_generic_const_args
//@ include: _defs.rs

    fn f<F: Field<OFFSET = 3>>() {}
    fn main() { f::<field_of!(S, b)>(); }
