//@ expect: pass
//@ features: const_trait_impl, const_clone, const_destruct
//@ include: _defs.rs

    const trait Get { fn get(&self) -> usize; }
    impl<F: Field + [const] Clone> const Get for F { fn get(&self) -> usize { let _c = self.clone(); F::OFFSET } }
    const X: usize = Z.get();
    fn main() {}
