//@ expect: error
//@ no-gate
//@ prelude: none
//@ include: _defs.rs
fn main() { let _: builtin # field_of(S, a); }
