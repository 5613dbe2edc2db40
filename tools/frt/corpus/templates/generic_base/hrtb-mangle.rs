//@ expect: run
//@ include: _defs.rs

    struct R<'a> { r: &'a u8 }
    #[inline(never)] fn name<T: ?Sized>() -> &'static str { type_name::<T>() }
    fn main() {
        assert!(name::<for<'a> fn(field_of!(R<'a>, r)) -> &'a u8>().contains("field_of!("));
        let _ = name::<dyn for<'a> Fn(field_of!(R<'a>, r))>();
        let _ = name::<PhantomData<for<'a, 'b> fn(&'b field_of!((&'a u8, &'b u8), 1))>>();
        let f: for<'a> fn(field_of!(R<'a>, r)) = |_| {};
        f(frt());
    }
