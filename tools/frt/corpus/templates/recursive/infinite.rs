//@ expect: error
struct Inf { a: u8, b: Inf }
fn main() { let _ = <field_of!(Inf, a) as Field>::OFFSET; }
