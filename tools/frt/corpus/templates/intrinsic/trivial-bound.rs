//@ features: core_intrinsics, trivial_bounds
//@ include: _defs.rs

    fn f() -> usize where field_of!(E, V.y): Field { field_offset::<field_of!(E, V.y)>() }
    fn main() {}
