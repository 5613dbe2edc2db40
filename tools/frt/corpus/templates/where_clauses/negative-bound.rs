//@ features: negative_bounds
        //@ include: _defs.rs
    fn f() where field_of!(S, a): !Field {}
fn main() {}
