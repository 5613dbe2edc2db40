//@ expect: run
//@ include: _defs.rs

    fn z<T>() -> T { unsafe { mem::zeroed() } }
    fn main() { let _: field_of!((u8, bool), 1) = z(); }
