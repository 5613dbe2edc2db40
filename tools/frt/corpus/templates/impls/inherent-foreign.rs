//@ expect: error
        //@ include: _defs.rs
    impl field_of!(std::num::Wrapping<u8>, 0) { fn f() {} }
fn main() {}
