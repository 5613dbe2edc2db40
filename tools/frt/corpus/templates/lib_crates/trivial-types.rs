//@ expect: pass
//@ features: trivial_bounds, core_intrinsics
//@ crate-attr: crate_type = "lib"
pub enum E { V { x: u8, y: u64 } }
pub fn f(x: <field_of!(E, V.y) as Field>::Type) -> u64 where field_of!(E, V.y): Field<Type = u64> { x }
pub fn b() -> Option<<field_of!(E, V.y) as Field>::Base> where field_of!(E, V.y): Field { None }
fn main() {}
