//@ expect: run
//@ include: _defs.rs

    type F = field_of!(S, a);
    impl F { fn one() -> u8 { 1 } }
    fn main() { assert_eq!(F::one(), 1); }
