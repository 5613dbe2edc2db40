//@ expect: run
    //@ include: _defs.rs
fn main() { let mut x: field_of!(S, a) = frt(); let r = &mut x; *r = frt(); }
