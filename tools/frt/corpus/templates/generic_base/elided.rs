//@ expect: pass
//@ include: _defs.rs

    fn e(_: PhantomData<field_of!(S<'_, u8>, r)>) {}
    fn e2(_: PhantomData<field_of!(S<u8>, r)>) {}
    fn e3(x: &u8) -> PhantomData<field_of!(S<'_, u8>, r)> { PhantomData }
    fn main() { e(PhantomData); e2(PhantomData); let _ = e3(&1); }
