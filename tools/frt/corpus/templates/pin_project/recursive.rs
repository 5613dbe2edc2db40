//@ expect: pass
//@ include: _defs.rs
#[pin_project] struct L { #[pin] next: Option<Box<L>>, v: u8 }
fn main() { assert_unpin::<L>(); }
