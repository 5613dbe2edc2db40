//@ expect: pass
pub struct S { pub a: u8 }
pub trait Named { fn name() -> &'static str; }
impl<F: Field> Named for F { fn name() -> &'static str { "f" } }
fn main() {}
