//@ expect: error
//@ include: _defs.rs

    struct A<const N: usize> { a: [u8; N], b: u8 }
    fn main() { let _ = <field_of!(A<{ "x" }>, b) as Field>::OFFSET; }
