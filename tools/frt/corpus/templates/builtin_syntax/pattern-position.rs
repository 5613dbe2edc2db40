//@ expect: error
//@ features: builtin_syntax
    //@ include: _defs.rs
fn main() { let builtin # field_of(S, a) = 1; }
