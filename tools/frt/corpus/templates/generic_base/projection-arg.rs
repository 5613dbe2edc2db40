//@ expect: run
//@ include: _defs.rs

    fn main() { assert_eq!(offset::<field_of!(G<<u8 as Tr>::A>, v)>(), offset_of!(G<u64>, v)); }
