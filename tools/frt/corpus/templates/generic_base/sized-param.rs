//@ expect: run
//@ include: _defs.rs

    fn f<T>() -> usize { <field_of!(W<'static, T>, tail) as Field>::OFFSET }
    fn main() { assert_eq!(f::<u64>(), offset_of!(W<'static, u64>, tail)); }
