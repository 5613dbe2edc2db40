//@ expect: run
//@ include: _defs.rs

    fn n<T>() -> &'static str { type_name::<field_of!((T, T), 1)>() }
    fn main() { assert_eq!(n::<u8>(), "field_of!((u8, u8), 1)"); }
