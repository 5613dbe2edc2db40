//@ expect: error
//@ include: _defs.rs

    fn f<const N: usize>() -> usize { <field_of!(A<{ N + 1 }>, b) as Field>::OFFSET }
    fn main() {}
