//@ expect: run
    //@ include: _defs.rs
fn main() { let _ = offset::<field_of!(crate::a::b::Hidden, h)>(); }
