//@ expect: error
//@ include: _defs.rs

    #[repr(packed, align(8))]
    struct Bad { a: u8 }
    fn main() { let _ = type_name::<field_of!(Bad, a)>(); }
