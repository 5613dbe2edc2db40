//@ expect: error
//@ include: _defs.rs
#[pin_project] struct K { #[pin = "x"] f: u8 }
fn main() {}
