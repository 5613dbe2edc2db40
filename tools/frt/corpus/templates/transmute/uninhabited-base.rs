//@ expect: run
//@ include: _defs.rs

    enum Never {}
    struct N { n: Never, a: u8 }
    fn main() { let _x: field_of!(N, n) = unsafe { mem::zeroed() }; let _ = offset::<field_of!(N, a)>(); }
