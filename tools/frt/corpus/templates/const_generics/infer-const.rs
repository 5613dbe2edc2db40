//@ include: _defs.rs

    fn main() { let _: PhantomData<field_of!(A<_>, b)> = PhantomData::<field_of!(A<3>, b)>; }
