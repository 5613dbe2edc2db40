//@ expect: error
//@ include: _defs.rs

    fn same<F1: Field, F2: Field<Base = F1::Base, Type = F1::Type>>() {}
    fn main() { same::<field_of!(S, a), field_of!(S, b)>(); }
