//@ features: core_intrinsics
    //@ include: _defs.rs
fn main() { assert_eq!(field_offset::<field_of!(S, b)>(), offset_of!(S, b)); }
