//@ expect: run
//@ features: const_trait_impl, const_clone, const_destruct
//@ include: _defs.rs

    const fn dr<T: [const] Destruct>(_t: T) {}
    const _: () = dr(Z);
    const _: () = dr((Z, 1u8, [Z; 2]));
    fn main() {}
