//@ expect: run
//@ include: _defs.rs

    macro_rules! ty { () => { S } }
    fn main() { assert_eq!(offset::<field_of!(ty!(), b)>(), offset_of!(S, b)); }
