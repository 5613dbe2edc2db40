//@ expect: pass
pub struct G<T> { pub v: T }
pub fn g<T>(_: PhantomData<field_of!(G<T>, v)>) -> impl Field<Base = G<T>, Type = T> { frt::<field_of!(G<T>, v)>() }
fn main() {}
