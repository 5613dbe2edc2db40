//@ expect: error
        //@ include: _defs.rs
    impl Drop for field_of!(S, a) { fn drop(&mut self) {} }
fn main() {}
