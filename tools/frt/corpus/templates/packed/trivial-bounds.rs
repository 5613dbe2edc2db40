//@ features: trivial_bounds
//@ include: _defs.rs

    fn f() -> usize where field_of!(P, b): Field { <field_of!(P, b) as Field>::OFFSET }
    fn main() {}
