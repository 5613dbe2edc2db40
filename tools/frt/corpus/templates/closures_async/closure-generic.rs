//@ expect: run
//@ include: _defs.rs

    fn g<F: Field>() -> impl Fn() -> usize { || F::OFFSET }
    fn main() { assert_eq!(g::<field_of!(S, b)>()(), offset_of!(S, b)); }
