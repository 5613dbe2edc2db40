//@ expect: run
//@ include: _defs.rs

    #[repr(transparent)]
    struct T(u32, field_of!(S, a));
    #[repr(transparent)]
    struct T2(field_of!(S, b));
    fn main() { assert_eq!(size_of::<T>(), 4); assert_eq!(size_of::<T2>(), 0); }
