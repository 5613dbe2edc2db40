//@ expect: error
//@ include: _defs.rs

    struct T2 { a: u8 }
    impl<F: Field<Base = S>> Tr for F { fn v() -> u8 { 0 } }
    impl<F: Field<Base = T2>> Tr for F { fn v() -> u8 { 1 } }
    fn main() {}
