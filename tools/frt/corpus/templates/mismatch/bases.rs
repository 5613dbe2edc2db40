//@ expect: error
    //@ include: _defs.rs
fn main() { same(frt::<field_of!(G<u8>, v)>(), frt::<field_of!(G<u16>, v)>()); }
