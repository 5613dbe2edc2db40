//@ expect: error
    //@ include: _defs.rs
fn main() { let _x: <field_of!(S, a) as Field>::Type = 5u32; }
