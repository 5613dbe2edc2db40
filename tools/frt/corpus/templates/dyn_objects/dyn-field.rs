//@ expect: error
        //@ include: _defs.rs
    fn f(_: &dyn Field) {}
fn main() {}
