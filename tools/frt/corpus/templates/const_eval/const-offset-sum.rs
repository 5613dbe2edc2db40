//@ expect: run
//@ include: _defs.rs

    const fn sum<A: Field, B: Field>() -> usize { A::OFFSET + B::OFFSET }
    const X: usize = sum::<field_of!(S, a), field_of!(S, b)>();
    fn main() { assert_eq!(X, 4); }
