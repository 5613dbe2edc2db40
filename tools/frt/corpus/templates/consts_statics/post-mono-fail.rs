//@ expect: error
//@ include: _defs.rs

    struct Check<F>(PhantomData<F>);
    impl<F: Field> Check<F> { const OK: () = assert!(F::OFFSET == 999); }
    fn check<F: Field>() { let () = Check::<F>::OK; }
    fn main() { check::<field_of!(S, b)>(); }
