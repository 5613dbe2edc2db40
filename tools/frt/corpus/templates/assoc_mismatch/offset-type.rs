//@ expect: error
    //@ include: _defs.rs
fn main() { let _: u8 = <field_of!(S, a) as Field>::OFFSET; }
