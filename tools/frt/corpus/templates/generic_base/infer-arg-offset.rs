//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = <field_of!(G<_>, v) as Field>::OFFSET; }
