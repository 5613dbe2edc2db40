struct S { a: u8, b: u32 }
enum E { V { x: u8, y: u64 } }
union U { a: u8 }
use std::intrinsics::field_offset;
