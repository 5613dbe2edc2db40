struct S { a: u8, b: String }
struct G<T> { v: T }
