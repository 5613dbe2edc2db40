//@ expect: run
//@ include: _defs.rs

    fn f<const N: usize>() -> usize { size_of::<[field_of!(A<N>, a); N]>() }
    fn main() { assert_eq!(f::<5>(), 0); }
