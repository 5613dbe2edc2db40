//@ expect: run
//@ include: _defs.rs

    impl<T: Field<Type = u8>> Tr for T { fn v() -> u8 { 0 } }
    impl Tr for field_of!(S, b) { fn v() -> u8 { 1 } }
    fn main() { assert_eq!(<field_of!(S, b) as Tr>::v(), 1); assert_eq!(<field_of!(S, a) as Tr>::v(), 0); }
