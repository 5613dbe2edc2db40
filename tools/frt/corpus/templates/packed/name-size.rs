//@ expect: run
    //@ include: _defs.rs
fn main() { let _ = type_name::<field_of!(P, b)>(); assert_eq!(size_of::<field_of!(P, b)>(), 0); }
