//@ expect: error
        //@ include: _defs.rs
    fn f(_: &dyn Field<Base = S, Type = u8>) {}
fn main() {}
