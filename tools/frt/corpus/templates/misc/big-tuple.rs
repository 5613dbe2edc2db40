//@ expect: run
//@ include: _defs.rs

    fn main() { assert_eq!(offset::<field_of!((u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u64), 15)>(), 16); }
