//@ expect: error
//@ include: _defs.rs
struct K { #[pin] f: u8 }
fn main() {}
