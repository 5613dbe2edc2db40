//@ features: const_trait_impl
//@ include: _defs.rs

    const trait Off { fn off() -> usize; }
    impl const Off for field_of!(S, b) { fn off() -> usize { <Self as Field>::OFFSET } }
    const O: usize = <field_of!(S, b) as Off>::off();
    fn main() { assert_eq!(O, offset_of!(S, b)); }
