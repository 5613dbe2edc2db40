//@ expect: run
//@ include: _defs.rs

    struct D<T = u16> { a: u8, x: T }
    fn main() { assert_eq!(offset::<field_of!(D, x)>(), offset_of!(D<u16>, x)); }
