//@ expect: error
//@ include: _defs.rs
#[pin_project] #[repr(packed)] struct K { #[pin] f: u8, g: u32 }
fn main() {}
