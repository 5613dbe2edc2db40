//@ features: trivial_bounds
        //@ include: _defs.rs
    fn f() where field_of!(U, a): Field {}
fn main() {}
