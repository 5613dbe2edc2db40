//@ expect: error
    //@ include: _defs.rs
fn main() { let _: Box<dyn Field<Base = S>>; }
