//@ expect: pass
//@ include: _defs.rs
macro_rules! m { ($e:expr) => { $e }; (@ $($t:tt)*) => { 0 } }
fn main() { let p = std::ptr::null_mut::<Point>(); let _ = m!(@NonNull (*p).x); let _ = unsafe { m!((@NonNull (*p).x)) }; }
