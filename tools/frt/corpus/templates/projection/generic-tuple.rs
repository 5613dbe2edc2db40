//@ expect: run
//@ include: _defs.rs

    fn second<A, B>(t: &(A, B)) -> &B { project::<field_of!((A, B), 1)>(t) }
    fn main() { assert_eq!(*second(&(1u8, 2u128)), 2); }
