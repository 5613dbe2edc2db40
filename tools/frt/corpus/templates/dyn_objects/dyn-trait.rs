//@ expect: run
//@ include: _defs.rs

    impl Tr for field_of!(S, a) { fn n(&self) -> usize { 1 } }
    impl Tr for field_of!(S, b) { fn n(&self) -> usize { 2 } }
    fn main() {
        let v: Vec<Box<dyn Tr>> = vec![Box::new(frt::<field_of!(S, a)>()), Box::new(frt::<field_of!(S, b)>())];
        assert_eq!(v.iter().map(|t| t.n()).sum::<usize>(), 3);
    }
