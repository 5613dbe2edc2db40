//@ expect: error
        //@ include: _defs.rs
    fn g<T>() where field_of!(G<T>, v): Field<Type = u8> {}
fn main() { g::<u16>(); }
