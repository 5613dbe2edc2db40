//@ features: transparent_unions
//@ include: _defs.rs

    #[repr(transparent)]
    union T { a: u32 }
    fn main() { let _ = type_name::<field_of!(T, a)>(); is_field::<field_of!(T, a)>(); }
