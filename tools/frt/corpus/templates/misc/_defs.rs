struct S { a: u8, b: u32 }
