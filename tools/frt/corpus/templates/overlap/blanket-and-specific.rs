//@ expect: error
//@ include: _defs.rs

    impl<F: Field> Tr for F { fn v() -> u8 { 0 } }
    impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
    fn main() {}
