//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = <field_of!(U, a) as Field>::OFFSET; }
