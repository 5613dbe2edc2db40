//@ expect: run
    //@ include: _defs.rs
fn main() { let x = frt(); same(x, frt::<field_of!(G<u8>, v)>()); let _y: field_of!(G<_>, v) = x; }
