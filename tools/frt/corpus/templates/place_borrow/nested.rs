//@ expect: error
//@ include: _defs.rs
fn main() { let p = std::ptr::null_mut::<Point>(); let _ = unsafe { @NonNull @NonNull (*p).x }; }
