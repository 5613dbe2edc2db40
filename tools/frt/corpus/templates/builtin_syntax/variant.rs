//@ expect: run
//@ features: builtin_syntax
    //@ include: _defs.rs
fn main() { let _ = type_name::<builtin # field_of(E, V.x)>(); }
