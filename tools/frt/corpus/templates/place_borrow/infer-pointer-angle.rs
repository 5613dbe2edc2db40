//@ expect: error
//@ include: _defs.rs
fn main() { let p: *mut Point = std::ptr::null_mut(); let _ = unsafe { @<_> (*p).y.1 }; }
