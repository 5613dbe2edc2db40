#[repr(C)]
struct S { a: u8, b: u32, c: u16 }
struct G<T> { h: u8, v: T }
