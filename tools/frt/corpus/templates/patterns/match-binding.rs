//@ expect: run
    //@ include: _defs.rs
fn main() { match frt::<field_of!(S, a)>() { x => { let _ = x; } } }
