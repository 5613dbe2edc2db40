pub struct S { pub a: u8 }
/// See [`field_of!(S, a)`] and [`<field_of!(S, a) as Field>::OFFSET`] and [S::a] and [Field::OFFSET].
pub fn f() {}
fn main() {}
