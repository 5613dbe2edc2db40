//@ expect: error
//@ include: _defs.rs

    fn f() where for<'a> field_of!(S<'a, u8>, r): Field<Type = &'static u8> {}
    fn main() { f(); }
