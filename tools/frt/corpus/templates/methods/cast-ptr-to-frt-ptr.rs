//@ expect: run
    //@ include: _defs.rs
fn main() { let s = S { a: 1, b: 2 }; let _p = &s as *const S as *const field_of!(S, b); }
