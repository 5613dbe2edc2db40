//@ expect: run
//@ include: _defs.rs

    impl field_of!(S, a) { fn f() -> u8 { 1 } }
    impl field_of!(S, b) { fn f() -> u8 { 2 } }
    fn main() { assert_eq!(<field_of!(S, a)>::f() + <field_of!(S, b)>::f(), 3); }
