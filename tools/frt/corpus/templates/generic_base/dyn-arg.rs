//@ expect: run
//@ include: _defs.rs

    fn main() { assert_eq!(offset::<field_of!(G<Box<dyn Fn(&u8) -> &u8>>, v)>(), offset_of!(G<Box<dyn Fn(&u8) -> &u8>>, v)); }
