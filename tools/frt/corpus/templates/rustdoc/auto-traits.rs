//@ expect: pass
pub struct S { pub p: *const u8 }
pub struct W(pub field_of!(S, p));
fn main() {}
