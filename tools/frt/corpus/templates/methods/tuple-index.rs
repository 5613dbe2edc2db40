//@ expect: error
    //@ include: _defs.rs
fn main() { let x: field_of!((u8, u8), 0) = frt(); let _ = x.0; }
