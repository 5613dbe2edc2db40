//@ expect: run
//@ include: _defs.rs

    fn f<const N: usize>() -> usize { <field_of!(A<N>, b) as Field>::OFFSET }
    fn main() { assert_eq!(f::<7>(), offset_of!(A<7>, b)); assert_eq!(f::<0>(), offset_of!(A<0>, b)); }
