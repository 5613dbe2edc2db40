//@ features: inherent_associated_types
//@ include: _defs.rs

    impl S { type Me = S; }
    fn main() { let _ = offset::<field_of!(S::Me, b)>(); }
