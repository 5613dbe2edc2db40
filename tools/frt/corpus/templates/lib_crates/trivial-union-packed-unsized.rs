//@ expect: pass
//@ features: trivial_bounds, core_intrinsics
//@ crate-attr: crate_type = "lib"
pub union U { a: u8, b: u64 }
pub fn f() -> usize where field_of!(U, b): Field { <field_of!(U, b) as Field>::OFFSET }
#[repr(packed)]
pub struct P { a: u8, b: u64 }
pub fn p() -> usize where field_of!(P, b): Field { <field_of!(P, b) as Field>::OFFSET }
pub struct T { a: u8, t: [u8] }
pub fn t() -> usize where field_of!(T, a): Field { <field_of!(T, a) as Field>::OFFSET }
fn main() {}
