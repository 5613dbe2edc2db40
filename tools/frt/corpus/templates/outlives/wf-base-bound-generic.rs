//@ expect: error
//@ include: _defs.rs

    struct B<T: Copy> { t: T }
    fn f<T>() -> usize { <field_of!(B<T>, t) as Field>::OFFSET }
    fn main() {}
