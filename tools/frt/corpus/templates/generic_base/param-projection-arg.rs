//@ expect: run
//@ include: _defs.rs

    fn f<T: Tr>() -> usize { <field_of!(G<T::A>, v) as Field>::OFFSET }
    fn main() { assert_eq!(f::<u8>(), offset_of!(G<u64>, v)); }
