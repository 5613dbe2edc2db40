//@ expect: error
//@ no-gate
//@ prelude: none
use std::ptr::NonNull;
struct Point { x: u32 }
fn main() { let p = std::ptr::null_mut::<Point>(); let _ = unsafe { @NonNull (*p).x }; }
