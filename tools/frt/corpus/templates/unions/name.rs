//@ expect: run
    //@ include: _defs.rs
fn main() { assert!(type_name::<field_of!(U, b)>().ends_with("U, b)")); }
