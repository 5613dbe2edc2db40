//@ expect: error
//@ include: _defs.rs

    struct A<const N: usize> { a: [u8; N], b: u8 }
    fn main() { let _ = <field_of!(A<{ 1 / 0 }>, b) as Field>::OFFSET; }
