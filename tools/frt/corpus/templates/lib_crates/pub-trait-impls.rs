//@ expect: pass
//@ features: trivial_bounds, core_intrinsics
//@ crate-attr: crate_type = "lib"
pub struct S { pub a: u8 }
pub trait Tr { const O: usize; }
impl<F: Field> Tr for F { const O: usize = F::OFFSET; }
pub trait Dyn { fn m(&self) -> usize; }
impl<F: Field> Dyn for F { fn m(&self) -> usize { <F as Tr>::O } }
pub fn dynamic() -> Box<dyn Dyn> { Box::new(unsafe { std::mem::zeroed::<field_of!(S, a)>() }) }
fn main() {}
