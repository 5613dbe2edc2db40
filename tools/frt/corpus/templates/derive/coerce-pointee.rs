//@ features: derive_coerce_pointee
#[derive(std::marker::CoercePointee)]
#[repr(transparent)]
struct P<T: ?Sized> { p: Box<T> }
fn main() { assert_eq!(offset::<field_of!(P<u8>, p)>(), 0); }
