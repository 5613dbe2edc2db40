//@ expect: error
//@ include: _defs.rs
fn main() { let _: [u8; { let p: *mut Point = std::ptr::null_mut(); let _ = unsafe { @NonNull (*p).x }; 1 }] = [0]; }
