//@ expect: error
//@ include: _defs.rs

    enum E { V { x: u8 } }
    fn main() { let _ = <field_of!(E, x) as Field>::OFFSET; let _ = <field_of!(E, V.x) as Field>::Type::default(); }
