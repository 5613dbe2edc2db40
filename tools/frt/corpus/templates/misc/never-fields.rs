//@ features: never_type
//@ include: _defs.rs

    struct N { a: u8, n: !, b: u32 }
    fn main() { let _ = <field_of!(N, b) as Field>::OFFSET; let _ = <field_of!((!, u8), 1) as Field>::OFFSET; let _ = <field_of!(N, n) as Field>::OFFSET; }
