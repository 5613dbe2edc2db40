//@ expect: pass
struct Private { x: u8 }
pub fn leak() -> usize { <field_of!(Private, x) as Field>::OFFSET }
pub type Leak = PhantomData<field_of!((u8, u16), 1)>;
fn main() {}
