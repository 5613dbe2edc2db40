//@ expect: run
//@ include: _defs.rs

    fn main() { assert_eq!(offset::<field_of!((field_of!(S, a), u8), 1)>(), offset_of!(((), u8), 1)); }
