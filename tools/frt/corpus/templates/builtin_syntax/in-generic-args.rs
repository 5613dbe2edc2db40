//@ expect: run
//@ features: builtin_syntax
    //@ include: _defs.rs
fn main() { let _: Vec<builtin # field_of(S, a)> = Vec::new(); }
