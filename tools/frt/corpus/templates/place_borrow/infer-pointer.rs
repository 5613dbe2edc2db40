//@ expect: error
//@ include: _defs.rs
fn main() { let p = Default::default(); let _ = unsafe { @NonNull (*p).x }; }
