//@ expect: error
//@ include: _defs.rs

    trait C { const O: usize = <field_of!(Self, a) as Field>::OFFSET; }
    fn main() {}
