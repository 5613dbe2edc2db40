//@ features: negative_impls
//@ include: _defs.rs

    impl !Send for field_of!(S, a) {}
    fn main() {}
