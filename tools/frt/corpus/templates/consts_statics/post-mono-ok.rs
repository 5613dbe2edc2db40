//@ expect: run
//@ include: _defs.rs

    struct Check<F>(PhantomData<F>);
    impl<F: Field> Check<F> { const OK: usize = F::OFFSET * 2; }
    fn check<F: Field>() -> usize { Check::<F>::OK }
    fn main() { assert_eq!(check::<field_of!(S, c)>(), 16); }
