//@ expect: error
//@ include: _defs.rs

    trait Projected: Field {}
    fn f(_: &dyn Projected<Base = S, Type = u8>) {}
    fn main() {}
