struct S { a: u8, b: u32 }
struct G<T> { v: T }
