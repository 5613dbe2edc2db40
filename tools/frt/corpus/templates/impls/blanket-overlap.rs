//@ expect: error
//@ include: _defs.rs

    impl<F: Field> Tr for F {}
    impl Tr for field_of!(S, a) {}
    fn main() {}
