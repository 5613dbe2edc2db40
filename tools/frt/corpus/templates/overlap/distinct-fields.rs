//@ expect: run
//@ include: _defs.rs

    impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
    impl Tr for field_of!(S, b) { fn v() -> u8 { 2 } }
    fn main() { assert_eq!(<field_of!(S, b) as Tr>::v(), 2); }
