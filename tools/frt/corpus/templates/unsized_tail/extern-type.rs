//@ features: extern_types
//@ include: _defs.rs

    unsafe extern "C" { type Opaque; }
    struct E { a: u8, o: Opaque }
    fn main() { let _ = type_name::<field_of!(E, o)>(); is_field::<field_of!(E, a)>(); }
