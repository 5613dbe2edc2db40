//@ expect: error
struct C { a: u8, b: [u8; <field_of!(C, a) as Field>::OFFSET] }
fn main() {}
