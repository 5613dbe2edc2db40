//@ features: specialization
//@ include: _defs.rs

    impl<F: Field> Tr for F { default fn v() -> u8 { 0 } }
    impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
    fn main() { assert_eq!(<field_of!(S, a) as Tr>::v(), 1); assert_eq!(<field_of!(S, b) as Tr>::v(), 0); }
