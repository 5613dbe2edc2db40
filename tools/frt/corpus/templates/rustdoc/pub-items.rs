//@ expect: pass
/// A struct.
pub struct S { pub a: u8, b: u32 }
/// The FRT of `a`: [`field_of!`].
pub type A = field_of!(S, a);
/// Takes an FRT.
pub fn f(_: field_of!(S, a)) -> <field_of!(S, a) as Field>::Type { 0 }
pub trait Tr { type X: Field<Base = S>; }
pub struct Holder<F: Field>(pub PhantomData<F>);
pub const O: usize = <field_of!(S, b) as Field>::OFFSET;
fn main() {}
