//@ expect: run
//@ include: _defs.rs

    impl<F: Field> Tr for F { fn id() -> u32 { F::OFFSET as u32 } }
    fn main() { assert_eq!(<field_of!(S, a) as Tr>::id() as usize, offset_of!(S, a)); }
