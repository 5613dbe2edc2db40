//@ expect: error
//@ include: _defs.rs
#[pin_project] fn f() {}
fn main() {}
