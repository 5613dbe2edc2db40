//@ expect: run
//@ include: _defs.rs

    fn main() { let s = stringify!(field_of!(S, a)); assert_eq!(s, "field_of!(S, a)"); }
