//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(offset::<field_of!(A<4>, b)>(), offset_of!(A<4>, b)); }
