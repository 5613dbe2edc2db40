//@ expect: error
//@ include: _defs.rs

    static X: usize = <field_of!(S, zz) as Field>::OFFSET;
    static Y: [u8; <field_of!(S, zz) as Field>::OFFSET] = [];
    fn main() { let _ = X; }
