//@ expect: pass
//@ features: trivial_bounds, core_intrinsics
//@ crate-attr: crate_type = "lib"
pub enum E { V { x: u8, y: u64 } }
pub fn f() -> usize where field_of!(E, V.y): Field { <field_of!(E, V.y) as Field>::OFFSET }
pub fn g() -> usize where field_of!(E, V.y): Field { std::intrinsics::field_offset::<field_of!(E, V.y)>() }
pub fn h(b: &E) -> &u64 where field_of!(E, V.y): Field<Base = E, Type = u64> {
    unsafe { &*(b as *const E).byte_add(<field_of!(E, V.y) as Field>::OFFSET).cast() }
}
fn main() {}
