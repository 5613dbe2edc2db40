//@ expect: error
    //@ include: _defs.rs
fn main() { let x: field_of!(S, a) = frt(); let _ = x + x; }
