//@ expect: error
        //@ include: _defs.rs
    impl<T> field_of!(S, a) { fn f() {} }
fn main() {}
