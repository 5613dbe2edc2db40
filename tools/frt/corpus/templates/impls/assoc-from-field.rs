//@ expect: run
//@ include: _defs.rs

    trait Proj { type Out; }
    impl<F: Field> Proj for F { type Out = F::Type; }
    fn main() { let x: <field_of!(S, b) as Proj>::Out = 5u32; assert_eq!(x, 5); }
