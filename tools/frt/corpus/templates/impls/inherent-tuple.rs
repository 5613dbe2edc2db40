//@ expect: error
        //@ include: _defs.rs
    impl field_of!((u8, u16), 1) { fn f() {} }
fn main() {}
