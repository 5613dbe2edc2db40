//@ expect: error
        //@ include: _defs.rs
    impl dyn Field<Base = S, Type = u8> {}
fn main() {}
