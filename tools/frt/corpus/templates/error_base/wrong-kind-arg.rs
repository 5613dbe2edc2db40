//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = <field_of!(G<'static>, v) as Field>::OFFSET; }
