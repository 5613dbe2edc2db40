//@ expect: error
        //@ include: _defs.rs
    impl Clone for field_of!(S, a) { fn clone(&self) -> Self { *self } }
fn main() {}
