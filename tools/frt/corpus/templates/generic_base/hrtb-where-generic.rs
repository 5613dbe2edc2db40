//@ expect: pass
//@ include: _defs.rs

    fn f<T: 'static>() where for<'a> field_of!(S<'a, T>, r): Field<Base = S<'a, T>> {}
    fn main() { f::<u32>(); }
