//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(offset::<field_of!(Outer, p)>(), offset_of!(Outer, p)); }
