//@ no-gate
//@ prelude: header
//@ include: _defs.rs
macro_rules! m { () => { field_of!(S, a) } }
fn main() {}
