//@ include: _defs.rs

    struct Big { a: [u8; 1 << 40], b: u8 }
    fn main() { let _ = <field_of!(Big, b) as Field>::OFFSET; }
