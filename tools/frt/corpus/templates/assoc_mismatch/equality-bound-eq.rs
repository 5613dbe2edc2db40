//@ expect: pass
//@ include: _defs.rs

    fn same<F1: Field, F2: Field<Base = F1::Base, Type = F1::Type>>() {}
    fn main() { same::<field_of!((u8, u8), 0), field_of!((u8, u8), 1)>(); }
