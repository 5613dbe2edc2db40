//@ expect: run
//@ include: _defs.rs

    trait T { const O: usize; }
    impl T for S { const O: usize = <field_of!(Self, c) as Field>::OFFSET; }
    fn main() { assert_eq!(S::O, 8); }
