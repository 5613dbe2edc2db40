//@ expect: pass
//@ include: _defs.rs
#[pin_project] struct Z; #[pin_project] struct Z2 {} #[pin_project] enum Z3 {}
fn main() { assert_unpin::<Z>(); }
