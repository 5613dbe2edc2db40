//@ expect: run
//@ include: _defs.rs

    struct D<const N: usize = 2> { a: [u32; N], b: u8 }
    fn main() { assert_eq!(offset::<field_of!(D, b)>(), offset_of!(D, b)); }
