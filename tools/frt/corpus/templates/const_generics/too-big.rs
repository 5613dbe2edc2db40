//@ expect: error
//@ include: _defs.rs

    struct Huge { a: [u64; usize::MAX / 4], b: u8 }
    fn main() { let _ = <field_of!(Huge, b) as Field>::OFFSET; }
