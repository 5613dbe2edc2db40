//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(<field_of!(S, b)>::OFFSET, offset_of!(S, b)); }
