//@ expect: error
//@ no-gate
//@ prelude: header
//@ include: _defs.rs
fn main() { let _ = core::intrinsics::field_offset::<u8>(); }
