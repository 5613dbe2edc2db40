//@ features: core_intrinsics, trivial_bounds
//@ include: _defs.rs

    fn f() -> usize where field_of!(E, V.y): Field { field_offset::<field_of!(E, V.y)>() + <field_of!(E, V.y) as Field>::OFFSET }
    fn main() { f(); }
