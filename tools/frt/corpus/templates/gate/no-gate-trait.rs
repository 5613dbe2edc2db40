//@ expect: error
//@ no-gate
//@ prelude: header
//@ include: _defs.rs
fn f<F: Field>() {}
fn main() {}
