//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = offset_of!(field_of!(S, a), a); }
