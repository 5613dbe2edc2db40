//@ expect: run
    //@ include: _defs.rs
fn main() { let _ = a::from_a(); }
