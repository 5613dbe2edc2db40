//@ expect: error
//@ features: auto_traits
//@ include: _defs.rs

    auto trait Au {}
    impl Au for field_of!(S, a) {}
    fn main() {}
