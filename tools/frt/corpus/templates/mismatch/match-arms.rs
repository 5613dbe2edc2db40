//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = match 1 { 0 => frt::<field_of!(S, a)>(), _ => frt::<field_of!(G<u8>, v)>() }; }
