//@ features: unsafe_fields
//@ include: _defs.rs

    struct Uf { unsafe f: u8, g: u8 }
    fn main() { let _ = offset::<field_of!(Uf, f)>(); }
