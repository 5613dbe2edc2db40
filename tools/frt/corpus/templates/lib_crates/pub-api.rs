//@ expect: pass
//@ features: trivial_bounds, core_intrinsics
//@ crate-attr: crate_type = "lib"
pub struct S<'a, T> { pub a: u8, pub r: &'a T }
pub type A = field_of!(S<'static, u8>, a);
pub fn off<F: Field>() -> usize { F::OFFSET }
pub fn late<'a>(_: field_of!(S<'a, u8>, r)) -> usize { off::<field_of!(S<'a, u8>, r)>() }
pub fn hr(_: for<'a> fn(field_of!(S<'a, u8>, r))) {}
pub static O: usize = <field_of!(S<'static, u16>, a) as Field>::OFFSET;
#[inline]
pub fn inlined<'s, T>(s: &'s S<'_, T>) -> &'s u8 { unsafe { &*(s as *const S<'_, T>).byte_add(<field_of!(S<'_, T>, a) as Field>::OFFSET).cast() } }
fn main() {}
