//@ expect: run
//@ include: _defs.rs

    trait Off { fn off(&self) -> usize; }
    struct W<F>(PhantomData<F>);
    impl<F: Field> Off for W<F> { fn off(&self) -> usize { F::OFFSET } }
    fn main() {
        let v: Vec<Box<dyn Off>> = vec![Box::new(W::<field_of!(S, a)>(PhantomData)), Box::new(W::<field_of!(S, c)>(PhantomData))];
        assert_eq!(v[1].off(), offset_of!(S, c));
    }
