//@ expect: pass
//@ include: _defs.rs
async fn f(p: *mut Point) -> NonNull<u32> { unsafe { @NonNull (*p).x } }
fn main() { let _ = f(std::ptr::null_mut()); }
