//@ include: _defs.rs

    struct R { a: u8, f: [u8; <field_of!(Self, a) as Field>::OFFSET] }
    fn main() {}
