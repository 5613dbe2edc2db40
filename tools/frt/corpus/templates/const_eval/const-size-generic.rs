//@ expect: run
//@ include: _defs.rs

    struct W<F>(PhantomData<F>);
    impl<F: Field> W<F> { const END: usize = F::OFFSET + size_of::<F::Type>(); }
    fn main() { assert_eq!(W::<field_of!(S, b)>::END, 8); }
