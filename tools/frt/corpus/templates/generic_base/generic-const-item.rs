//@ features: generic_const_items
//@ include: _defs.rs

    const O<T>: usize = <field_of!(G<T>, v) as Field>::OFFSET;
    fn main() { assert_eq!(O::<u32>, offset_of!(G<u32>, v)); }
