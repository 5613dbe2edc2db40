//@ features: marker_trait_attr
//@ include: _defs.rs

    #[marker] trait M {}
    impl<F: Field> M for F {}
    impl M for field_of!(S, a) {}
    fn main() {}
