//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = offset::<field_of!(T, 1)>(); }
