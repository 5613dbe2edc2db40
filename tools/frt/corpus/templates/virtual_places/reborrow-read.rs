//@ expect: pass
//@ include: _defs.rs
fn show(_: &u32) {} fn f(n: NonNull<Node>) { let r: &u32 = unsafe { (*n).r }; show(r); show(unsafe { (*n).r }); } fn main() {}
