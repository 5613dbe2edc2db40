//@ expect: run
//@ include: _defs.rs

    const fn get<F: Field>(b: &F::Base) -> &F::Type { unsafe { &*(b as *const F::Base).byte_add(F::OFFSET).cast::<F::Type>() } }
    const V: u32 = *get::<field_of!(S, b)>(&S { a: 1, b: 42 });
    fn main() { assert_eq!(V, 42); }
