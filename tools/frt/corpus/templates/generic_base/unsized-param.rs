//@ expect: error
//@ include: _defs.rs

    fn f<T: ?Sized>() -> usize { <field_of!(W<'static, T>, n) as Field>::OFFSET }
    fn main() {}
