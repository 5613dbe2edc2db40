//@ expect: run
//@ include: _defs.rs

    #[repr(C)]
    struct H { x: field_of!(S, a), y: u16, z: field_of!(S, b) }
    fn main() { assert_eq!(size_of::<H>(), 2); assert_eq!(offset::<field_of!(H, z)>(), 2); }
