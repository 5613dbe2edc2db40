//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = 0u8 as field_of!(S, a); }
