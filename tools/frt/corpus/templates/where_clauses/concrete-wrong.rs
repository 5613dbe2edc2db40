//@ expect: error
        //@ include: _defs.rs
    fn f() where field_of!(S, a): Field<Type = u16> {}
fn main() { f(); }
