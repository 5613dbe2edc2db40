struct S { a: u8, b: u32 }
struct T(u8, u16);
enum E { V { x: u8 } }
