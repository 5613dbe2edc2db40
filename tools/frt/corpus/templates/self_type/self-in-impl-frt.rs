//@ include: _defs.rs

    trait Name { fn name() -> &'static str; }
    impl Name for field_of!(S, a) { fn name() -> &'static str { type_name::<Self>() } }
    fn main() { assert!(<field_of!(S, a) as Name>::name().starts_with("field_of!(")); }
