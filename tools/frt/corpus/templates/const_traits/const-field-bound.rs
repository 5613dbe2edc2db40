//@ expect: error
//@ features: const_trait_impl, const_clone, const_destruct
//@ include: _defs.rs

    const fn f<F: [const] Field>() -> usize { F::OFFSET }
    fn main() { let _ = f::<field_of!(S, a)>(); }
