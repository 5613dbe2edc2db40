//@ expect: run
//@ include: _defs.rs

    type A1 = S; type A2 = A1; type A3 = A2;
    fn main() { assert_eq!(offset::<field_of!(A3, b)>(), offset_of!(S, b)); }
