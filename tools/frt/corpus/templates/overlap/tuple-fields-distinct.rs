//@ expect: run
//@ include: _defs.rs

    impl<A, B> Tr for field_of!((A, B), 0) { fn v() -> u8 { 0 } }
    impl<A, B> Tr for field_of!((A, B), 1) { fn v() -> u8 { 1 } }
    fn main() { assert_eq!(<field_of!((u8, u8), 1) as Tr>::v(), 1); }
