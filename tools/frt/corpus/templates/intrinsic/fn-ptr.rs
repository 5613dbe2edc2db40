//@ features: core_intrinsics
    //@ include: _defs.rs
fn main() { let f: fn() -> usize = field_offset::<field_of!(S, b)>; assert_eq!(f(), offset_of!(S, b)); }
