//@ expect: run
//@ include: _defs.rs

    struct A<const N: usize> { a: [u8; N], b: u8 }
    fn main() { assert_eq!(offset::<field_of!(A<{ 1 + 2 }>, b)>(), offset_of!(A<3>, b)); }
