//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = <field_of!(P, b) as Field>::OFFSET; }
