//@ expect: run
//@ include: _defs.rs

    fn span<F1: Field, F2: Field<Base = F1::Base>>() -> isize { F2::OFFSET as isize - F1::OFFSET as isize }
    fn main() { assert_eq!(span::<field_of!(S, a), field_of!(S, b)>(), 4); }
