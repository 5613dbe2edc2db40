//@ expect: error
        //@ include: _defs.rs
    impl Copy for field_of!(S, a) {}
fn main() {}
