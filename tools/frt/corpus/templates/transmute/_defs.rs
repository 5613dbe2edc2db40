struct S { a: u8, b: u32 }
use std::mem;
