//@ expect: error
    //@ include: _defs.rs
fn main() { let _x = <field_of!(S, a)> {}; }
