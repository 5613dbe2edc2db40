//@ expect: run
//@ include: _defs.rs

    fn g<F: Field>() -> usize { const { F::OFFSET } }
    fn main() { assert_eq!(g::<field_of!(S, c)>(), 8); }
