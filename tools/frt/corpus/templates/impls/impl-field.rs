//@ expect: error
        //@ include: _defs.rs
    impl Field for field_of!(S, a) { type Base = S; type Type = u8; }
fn main() {}
