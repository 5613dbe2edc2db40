//@ expect: error
//@ include: _defs.rs
#[rustc_pin_project] struct K { #[rustc_pinned] f: u8 }
fn main() {}
