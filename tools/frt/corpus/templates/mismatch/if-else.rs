//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = if true { frt::<field_of!(S, a)>() } else { frt::<field_of!(S, b)>() }; }
