//@ expect: run
//@ include: _defs.rs

    #[repr(packed)]
    struct Q { a: u8, f: field_of!(P, a), g: u32 }
    fn main() { assert_eq!(size_of::<Q>(), 5); let _ = type_name::<field_of!(Q, f)>(); }
