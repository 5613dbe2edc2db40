//@ features: const_trait_impl
//@ include: _defs.rs

    const trait Off { fn off() -> usize; }
    impl<F: Field> const Off for F { fn off() -> usize { F::OFFSET } }
    const X: usize = <field_of!(S, b) as Off>::off();
    fn main() { assert_eq!(X, 4); }
