//@ features: trait_alias
//@ include: _defs.rs

    trait FieldOfS = Field<Base = S>;
    fn f<F: FieldOfS>() -> usize { F::OFFSET }
    fn main() { assert_eq!(f::<field_of!(S, b)>(), offset_of!(S, b)); }
