//@ expect: run
//@ include: _defs.rs

    trait Off { fn off() -> usize; }
    impl<F: Field> Off for F { fn off() -> usize { F::OFFSET } }
    fn main() { let f: fn() -> usize = <field_of!(G<u64>, v) as Off>::off; assert_eq!(f(), 0); }
