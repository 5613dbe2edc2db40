//@ expect: error
//@ include: _defs.rs

    trait HasF { type F: Field<Base = Self>; }
    impl HasF for S { type F = field_of!(G<u8>, v); }
    fn main() {}
