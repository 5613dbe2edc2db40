//@ features: return_type_notation
//@ include: _defs.rs

    trait Tr { fn f() -> impl Field; }
    fn g<T: Tr<f(..): Field<Type = u8>>>() {}
    fn main() {}
