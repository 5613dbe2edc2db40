//@ expect: error
//@ include: _defs.rs

    fn chain<F1: Field, F2: Field<Base = F1::Type>>() {}
    fn main() { chain::<field_of!(S, a), field_of!(In, y)>(); }
