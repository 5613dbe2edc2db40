struct S<'a, T: ?Sized> { n: u8, r: &'a T }
struct W<'a, T: ?Sized> { n: u8, r: &'a u8, tail: T }
struct G<T> { head: u8, v: T }
trait Tr { type A; }
impl Tr for u8 { type A = u64; }
