//@ expect: run
//@ include: _defs.rs

    struct H { f: field_of!(S, a), x: u16 }
    fn main() { assert_eq!(offset_of!(H, x), 0); }
