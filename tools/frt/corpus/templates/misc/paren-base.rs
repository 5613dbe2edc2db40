//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(offset::<field_of!((S), b)>(), offset_of!(S, b)); }
