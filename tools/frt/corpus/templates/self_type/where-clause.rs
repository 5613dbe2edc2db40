//@ expect: pass
//@ include: _defs.rs

    impl S where field_of!(Self, a): Field<Type = u8> { fn ok() {} }
    fn main() { S::ok(); }
