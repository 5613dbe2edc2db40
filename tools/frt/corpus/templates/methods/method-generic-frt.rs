//@ expect: run
//@ include: _defs.rs

    struct W<F>(PhantomData<F>);
    impl<F: Field<Type = u32>> W<F> { fn read(&self, b: &F::Base) -> u32 { *project::<F>(b) } }
    fn main() { assert_eq!(W::<field_of!(S, b)>(PhantomData).read(&S { a: 1, b: 7 }), 7); }
