//@ expect: run
    //@ include: _defs.rs
fn main() { if let Some(_x) = Some(frt::<field_of!(S, b)>()) {} else { panic!() } }
