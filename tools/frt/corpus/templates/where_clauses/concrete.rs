//@ expect: pass
        //@ include: _defs.rs
    fn f() where field_of!(S, a): Field<Type = u8> {}
fn main() { f(); }
