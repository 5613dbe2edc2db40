//@ expect: run
//@ include: _defs.rs

    trait M { fn m(self) -> usize; }
    impl<F: Field> M for F { fn m(self) -> usize { F::OFFSET } }
    fn main() { assert_eq!(frt::<field_of!(S, b)>().m(), offset_of!(S, b)); assert_eq!(M::m(frt::<field_of!(S, a)>()), offset_of!(S, a)); }
