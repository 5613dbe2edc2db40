//@ expect: pass
//@ include: _defs.rs
fn main() { let p = std::ptr::null_mut::<Point>(); let c = || unsafe { @<*const _> (*p).x }; let _ = c(); }
