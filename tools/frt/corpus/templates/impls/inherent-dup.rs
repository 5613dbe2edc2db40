//@ expect: error
//@ include: _defs.rs

    impl field_of!(S, a) { fn f() {} }
    impl field_of!(S, a) { fn f() {} }
    fn main() {}
