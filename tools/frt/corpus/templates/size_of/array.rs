//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(size_of::<[field_of!(S, a); 1000]>(), 0); }
