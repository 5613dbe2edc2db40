//@ expect: pass
//@ include: _defs.rs
fn main() { let p = std::ptr::null_mut::<Point>(); let _: NonNull<u16> = unsafe { @<NonNull<u16>> (*p).y.1 }; }
