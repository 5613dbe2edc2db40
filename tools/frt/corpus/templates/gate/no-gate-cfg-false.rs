//@ no-gate
//@ prelude: header
//@ include: _defs.rs
#[cfg(false)]
fn f() -> field_of!(S, a) { loop {} }
fn main() {}
