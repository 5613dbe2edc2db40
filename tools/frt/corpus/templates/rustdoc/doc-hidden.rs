//@ expect: pass
pub struct S { pub a: u8 }
#[doc(hidden)]
pub type Hidden = field_of!(S, a);
pub type Shown = Hidden;
fn main() {}
