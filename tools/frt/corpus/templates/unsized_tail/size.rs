//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(size_of::<field_of!(T, tail)>(), 0); let _ = type_name::<field_of!(D, tail)>(); }
