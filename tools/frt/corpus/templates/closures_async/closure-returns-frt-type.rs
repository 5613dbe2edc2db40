//@ expect: run
//@ include: _defs.rs

    fn main() { let c = || -> <field_of!(S, b) as Field>::Type { 42 }; assert_eq!(c(), 42u32); }
