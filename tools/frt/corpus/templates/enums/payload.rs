//@ expect: run
//@ include: _defs.rs

    fn main() {
        let h = Holder::B { f: frt(), n: 3 };
        match h { Holder::B { n, .. } => assert_eq!(n, 3), _ => panic!() }
        assert_eq!(size_of::<Holder>(), 2);
    }
