//@ expect: error
//@ include: _defs.rs

    trait T2 { fn f() -> usize where Self: Sized { <field_of!(Self, a) as Field>::OFFSET } }
    fn main() {}
