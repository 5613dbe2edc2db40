//@ expect: error
        //@ include: _defs.rs
    impl Sized for field_of!(S, a) {}
fn main() {}
