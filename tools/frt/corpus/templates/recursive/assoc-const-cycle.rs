//@ expect: error
struct Q { a: [u8; Q::N], b: u8 }
impl Q { const N: usize = <field_of!(Q, b) as Field>::OFFSET; }
fn main() {}
