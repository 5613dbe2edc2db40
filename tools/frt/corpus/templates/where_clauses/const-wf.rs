        //@ include: _defs.rs
    fn f() where [u8; <field_of!(S, b) as Field>::OFFSET]: Sized {}
fn main() { f(); }
