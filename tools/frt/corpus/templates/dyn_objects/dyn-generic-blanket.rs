//@ expect: run
//@ include: _defs.rs

    impl<F: Field> Tr for F { fn n(&self) -> usize { F::OFFSET } }
    fn main() { let t: &dyn Tr = &frt::<field_of!(S, b)>(); assert_eq!(t.n(), offset_of!(S, b)); }
