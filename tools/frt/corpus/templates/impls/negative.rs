//@ features: negative_impls
//@ include: _defs.rs

    impl !Field for field_of!(S, a) {}
    fn main() {}
