//@ expect: error
//@ include: _defs.rs

    impl U { fn off() -> usize { <field_of!(Self, b) as Field>::OFFSET } }
    fn main() {}
