//@ features: never_type
//@ include: _defs.rs

    enum N { V { x: ! } }
    fn main() { let _ = type_name::<field_of!(N, V.x)>(); }
