//@ expect: error
//@ no-gate
//@ prelude: none
#[pin_project] struct K { #[pin] f: u8 }
fn main() {}
