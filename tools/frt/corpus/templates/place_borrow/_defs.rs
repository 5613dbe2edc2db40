use std::ptr::NonNull;
struct Point { x: u32, y: (u8, u16) }
