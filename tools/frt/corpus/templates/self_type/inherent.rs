//@ expect: run
//@ include: _defs.rs

    impl S { fn off() -> usize { <field_of!(Self, b) as Field>::OFFSET } }
    fn main() { assert_eq!(S::off(), offset_of!(S, b)); }
