struct S { a: u8, b: u32 }
enum E { V { x: u8 } }
