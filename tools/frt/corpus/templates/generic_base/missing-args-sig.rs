//@ expect: error
        //@ include: _defs.rs
    fn f(_: field_of!(G, v)) {}
fn main() {}
