//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = <field_of!(G<Missing>, v) as Field>::OFFSET; }
