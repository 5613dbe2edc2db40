//@ expect: error
//@ include: _defs.rs

    trait Other { type Type; }
    impl<T> Other for T { type Type = (); }
    fn main() { let _: <field_of!(S, a)>::Type = 1u8; }
