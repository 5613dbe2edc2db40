//@ expect: error
    //@ include: _defs.rs
fn main() { same(frt::<field_of!((u8, u8), 0)>(), frt::<field_of!(S, a)>()); }
