//@ expect: pass
        //@ include: _defs.rs
    fn f() where for<'a> field_of!(R<'a>, r): Field<Type = &'a u8> {}
fn main() { f(); }
