//@ expect: error
//@ include: _defs.rs

    struct H { a: Missing, b: u8 }
    fn main() { let _ = <field_of!(H, b) as Field>::OFFSET; let _ = <field_of!(H, a) as Field>::OFFSET; }
