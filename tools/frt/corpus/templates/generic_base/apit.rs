//@ include: _defs.rs

    fn f(_: PhantomData<field_of!(G<impl Sized>, v)>) {}
    fn main() { f(PhantomData::<field_of!(G<u8>, v)>); }
