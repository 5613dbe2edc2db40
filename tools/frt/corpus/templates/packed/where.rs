//@ expect: error
        //@ include: _defs.rs
    fn f<T>() where field_of!(PG<T>, a): Field {}
fn main() { f::<u8>(); }
