//@ expect: run
//@ include: _defs.rs

    trait Has { type F: Field; }
    impl Has for S { type F = field_of!(Self, b); }
    fn main() { assert_eq!(<S as Has>::F::OFFSET, offset_of!(S, b)); }
