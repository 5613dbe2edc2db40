//@ expect: run
struct G<T> { a: T, b: PhantomData<field_of!(G<G<T>>, a)> }
fn main() { let _ = offset::<field_of!(G<u8>, b)>(); }
