//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(offset::<field_of!(std::cmp::Reverse<u8>, 0)>(), 0); }
