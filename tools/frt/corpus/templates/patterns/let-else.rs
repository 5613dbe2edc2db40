//@ expect: run
    //@ include: _defs.rs
fn main() { let Ok(_x) = Ok::<_, ()>(frt::<field_of!(S, b)>()) else { panic!() }; }
