//@ expect: error
//@ include: _defs.rs

    struct W<F>(PhantomData<F>);
    impl<F: Field<Type = u32>> W<F> { fn read(&self) {} }
    fn main() { W::<field_of!(S, a)>(PhantomData).read(); }
