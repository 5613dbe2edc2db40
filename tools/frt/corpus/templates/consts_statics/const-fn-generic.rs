//@ expect: run
//@ include: _defs.rs

    const fn off<F: Field>() -> usize { F::OFFSET }
    const X: usize = off::<field_of!(G<u64>, v)>();
    fn main() { assert_eq!(X, offset_of!(G<u64>, v)); }
