//@ expect: pass
pub struct S { pub a: u8 }
/// Docs on an inherent impl of an FRT.
impl field_of!(S, a) { pub fn get(s: &S) -> u8 { s.a } }
fn main() {}
