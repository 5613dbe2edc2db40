//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(<field_of!(S, a) as Field>::OFFSET, offset_of!(S, a), "{}", type_name::<field_of!(S, a)>()); }
