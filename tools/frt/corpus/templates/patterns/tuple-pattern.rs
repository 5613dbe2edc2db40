//@ expect: run
    //@ include: _defs.rs
fn main() { let (a, b): (field_of!(S, a), field_of!(S, b)) = (frt(), frt()); let _ = (a, b); }
