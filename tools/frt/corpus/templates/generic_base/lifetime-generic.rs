//@ expect: run
//@ include: _defs.rs

    fn off<'a, T: 'a>() -> usize { <field_of!(S<'a, T>, r) as Field>::OFFSET }
    fn main() { assert_eq!(off::<u64>(), offset_of!(S<'static, u64>, r)); }
