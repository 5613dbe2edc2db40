//@ features: generic_const_exprs
//@ include: _defs.rs

    fn f<const N: usize>() -> [u8; <field_of!(A<N>, b) as Field>::OFFSET] where [u8; <field_of!(A<N>, b) as Field>::OFFSET]: { [0; <field_of!(A<N>, b) as Field>::OFFSET] }
    fn main() { assert_eq!(f::<3>().len(), offset_of!(A<3>, b)); }
