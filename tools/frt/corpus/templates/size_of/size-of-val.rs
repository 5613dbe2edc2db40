//@ expect: run
    //@ include: _defs.rs
fn main() { let x: field_of!(S, a) = frt(); assert_eq!(std::mem::size_of_val(&x), 0); }
