//@ expect: run
//@ include: _defs.rs

    fn main() { let r: &'static usize = &<field_of!(S, b) as Field>::OFFSET; assert_eq!(*r, 4); }
