//@ expect: error
use std::ptr::NonNull;
fn main() { let _ = @NonNull; }
