//@ features: core_intrinsics, trivial_bounds
//@ include: _defs.rs

    fn f() -> usize where field_of!(U, a): Field { <field_of!(U, a) as Field>::OFFSET }
    fn main() { f(); }
