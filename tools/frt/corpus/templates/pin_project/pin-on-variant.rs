//@ expect: error
//@ include: _defs.rs
#[pin_project] enum K { #[pin] A(u8) }
fn main() {}
