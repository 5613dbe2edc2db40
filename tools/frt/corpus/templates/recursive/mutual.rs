struct A { b: PhantomData<field_of!(B, a)>, x: u8 }
struct B { a: PhantomData<field_of!(A, b)> }
fn main() { let _ = offset::<field_of!(A, x)>(); }
