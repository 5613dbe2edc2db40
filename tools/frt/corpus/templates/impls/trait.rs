//@ expect: run
//@ include: _defs.rs

    impl Tr for field_of!(S, a) { fn id() -> u32 { 7 } }
    fn main() { assert_eq!(<field_of!(S, a) as Tr>::id(), 7); }
