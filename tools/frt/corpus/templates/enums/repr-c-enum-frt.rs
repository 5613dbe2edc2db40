//@ expect: run
//@ include: _defs.rs

    #[repr(C, u8)]
    enum R { A(field_of!(S, a)), B(u32) }
    fn main() { assert_eq!(size_of::<R>(), 8); }
