//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(offset::<field_of!(G<field_of!(S, a)>, v)>(), offset_of!(G<()>, v)); }
