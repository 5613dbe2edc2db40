//@ expect: pass
pub struct S { pub a: u8 }
pub trait Tr {}
impl Tr for field_of!(S, a) {}
impl<F: Field> Tr for PhantomData<F> {}
fn main() {}
