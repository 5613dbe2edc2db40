//@ expect: error
//@ include: _defs.rs

    fn main() { let _ = <field_of!(([u8], u8), 1) as Field>::OFFSET; }
