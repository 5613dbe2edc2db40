//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(offset::<field_of!(std::num::Saturating<i8>, 0)>(), 0); }
