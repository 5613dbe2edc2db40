//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(size_of::<field_of!(S, a)>(), 0); assert_eq!(align_of::<field_of!(S, b)>(), 1); }
