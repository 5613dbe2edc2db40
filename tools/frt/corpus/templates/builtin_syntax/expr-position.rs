//@ expect: error
//@ features: builtin_syntax
    //@ include: _defs.rs
fn main() { let _ = builtin # field_of(S, a); }
