//@ expect: run
struct G<T> { h: u8, v: T }
type D1 = field_of!(G<u8>, v);
type D2 = field_of!(G<D1>, v);
type D3 = field_of!(G<D2>, v);
type D4 = field_of!(G<(D3, D2, D1)>, v);
fn main() { assert_eq!(offset::<D4>(), 1); let _ = type_name::<D4>(); }
