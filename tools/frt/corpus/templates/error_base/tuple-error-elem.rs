//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = <field_of!((Missing, u8), 1) as Field>::OFFSET; }
