//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = <field_of!(T, a) as Field>::OFFSET; }
