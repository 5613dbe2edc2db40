//@ features: core_intrinsics
        //@ include: _defs.rs
    const O: usize = field_offset::<field_of!(S, b)>();
fn main() { assert_eq!(O, offset_of!(S, b)); }
