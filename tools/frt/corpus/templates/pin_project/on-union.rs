//@ expect: error
//@ include: _defs.rs
#[pin_project] union U { a: u8 }
fn main() {}
