struct T { a: u8, tail: [u16] }
struct D { a: u8, tail: dyn std::fmt::Debug }
struct St { a: u8, s: str }
struct G<X: ?Sized> { a: u8, t: X }
