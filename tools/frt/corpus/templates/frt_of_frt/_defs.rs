struct S { a: u8, inner: In }
struct In { x: u16, y: u64 }
struct G<T> { h: u8, v: T }
