//@ features: generic_const_exprs
//@ include: _defs.rs

    struct G<T> { h: u8, v: T }
    fn f<T>() -> usize where [(); <field_of!(G<T>, v) as Field>::OFFSET]: { <field_of!(G<T>, v) as Field>::OFFSET }
    fn main() { assert_eq!(f::<u64>(), offset_of!(G<u64>, v)); }
