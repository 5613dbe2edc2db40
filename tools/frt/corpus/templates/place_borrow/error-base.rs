//@ expect: error
use std::ptr::NonNull;
fn f(p: NonNull<Undefined>) { let _ = unsafe { @NonNull (*p).x }; }
fn main() {}
