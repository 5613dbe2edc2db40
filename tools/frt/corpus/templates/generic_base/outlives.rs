//@ include: _defs.rs

    struct R<'a, 'b: 'a> { x: &'a &'b u8, y: u8 }
    fn f<'a, 'b>(_: PhantomData<field_of!(R<'a, 'b>, x)>) {}
    fn main() {}
