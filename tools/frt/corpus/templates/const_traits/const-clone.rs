//@ expect: run
//@ features: const_trait_impl, const_clone, const_destruct
//@ include: _defs.rs

    const fn cl<T: [const] Clone>(t: &T) -> T { t.clone() }
    const C: field_of!(S, b) = cl(&Z);
    fn main() { let _ = C; }
