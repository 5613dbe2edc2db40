//@ expect: run
        //@ include: _defs.rs
    type A = S;
fn main() { assert_eq!(offset::<field_of!(A, b)>(), offset_of!(S, b)); }
