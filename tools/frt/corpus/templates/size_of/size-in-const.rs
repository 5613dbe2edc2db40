//@ expect: run
//@ include: _defs.rs

    const Z: usize = size_of::<(field_of!(S, a), field_of!(S, b))>();
    fn main() { assert_eq!(Z, 0); }
