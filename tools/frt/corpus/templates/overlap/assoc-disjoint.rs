//@ include: _defs.rs

    impl<F: Field<Type = u8>> Tr for F { fn v() -> u8 { 0 } }
    impl<F: Field<Type = u32>> Tr for F { fn v() -> u8 { 1 } }
    fn main() {}
