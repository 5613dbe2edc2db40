//@ expect: run
//@ include: _defs.rs

    #[repr(C, align(64))]
    struct Al { a: u8, b: u8 }
    fn main() { assert_eq!(offset::<field_of!(Al, b)>(), 1); assert_eq!(align_of::<field_of!(Al, b)>(), 1); }
