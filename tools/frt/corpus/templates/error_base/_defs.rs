struct S { a: u8, b: u32 }
struct G<T> { h: u8, v: T }
