//@ expect: error
//@ include: _defs.rs
const C: () = { let p: *mut Point = std::ptr::null_mut(); let _ = unsafe { @NonNull (*p).x }; };
fn main() { C }
