//@ expect: run
    //@ include: _defs.rs
fn main() { let _ = offset::<field_of!(S, x)>(); let _ = a::b::inside(); }
