//@ expect: run
//@ include: _defs.rs

    impl S { const B: usize = <field_of!(Self, b) as Field>::OFFSET; }
    fn main() { assert_eq!(S::B, offset_of!(S, b)); }
