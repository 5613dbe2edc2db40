//@ expect: error
struct S<T> { a: T }
impl<T> Default for field_of!(S<T>, a) { fn default() -> Self { loop {} } }
fn main() { let _ = <field_of!(S<u8>, a)>::default(); }
