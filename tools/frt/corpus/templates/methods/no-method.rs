//@ expect: error
    //@ include: _defs.rs
fn main() { let x: field_of!(S, b) = frt(); x.get(); }
