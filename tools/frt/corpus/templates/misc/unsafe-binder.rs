//@ features: unsafe_binders
//@ include: _defs.rs

    fn main() { let _: PhantomData<field_of!(unsafe<'a> &'a S, a)>; }
