//@ include: _defs.rs

    fn g() -> PhantomData<field_of!(G<impl Sized>, v)> { PhantomData::<field_of!(G<u8>, v)> }
    fn main() { let _ = g(); }
