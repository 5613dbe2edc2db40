//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = <field_of!(W<'static, str>, r) as Field>::OFFSET; }
