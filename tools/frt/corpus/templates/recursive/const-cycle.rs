//@ expect: error
struct Z { a: u8, b: [u8; O] }
const O: usize = <field_of!(Z, b) as Field>::OFFSET;
fn main() {}
