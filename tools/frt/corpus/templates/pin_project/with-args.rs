//@ expect: error
//@ include: _defs.rs
#[pin_project(x)] struct K { #[pin] f: u8 }
fn main() {}
