struct S { a: u8, b: u32 }
struct G<T> { v: T }
union U { a: u8 }
struct R<'a> { r: &'a u8 }
