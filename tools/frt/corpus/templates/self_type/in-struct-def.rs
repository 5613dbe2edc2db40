//@ include: _defs.rs

    struct R { a: u8, f: PhantomData<field_of!(Self, a)> }
    fn main() { assert_eq!(offset::<field_of!(R, f)>(), offset_of!(R, f)); }
