#[repr(packed)]
struct P { a: u8, b: u32 }
#[repr(packed(2))]
struct P2 { a: u8, b: u64 }
#[repr(C, packed(4))]
struct PC { a: u8, b: u64 }
#[repr(packed)]
struct PG<T> { a: u8, t: T }
struct Outer { x: u8, p: P }
