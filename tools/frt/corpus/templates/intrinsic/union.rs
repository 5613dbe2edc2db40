//@ expect: error
//@ features: core_intrinsics
    //@ include: _defs.rs
fn main() { let _ = field_offset::<field_of!(U, a)>(); }
