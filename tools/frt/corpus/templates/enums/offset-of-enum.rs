//@ features: offset_of_enum
//@ include: _defs.rs

    enum E { V { x: u8, y: u32 } }
    fn main() { let _ = offset_of!(E, V.y); let _ = type_name::<field_of!(E, V.y)>(); }
