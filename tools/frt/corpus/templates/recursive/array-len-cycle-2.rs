//@ expect: error
struct C2 { a: [u8; <field_of!(C2, b) as Field>::OFFSET], b: u8 }
fn main() { let _ = size_of::<C2>(); }
