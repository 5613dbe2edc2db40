//@ expect: pass
pub enum E { V { x: u8 } }
pub union U { pub a: u8 }
pub type EV = field_of!(E, V.x);
pub type UA = field_of!(U, a);
fn main() {}
