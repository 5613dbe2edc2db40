use std::cell::Cell;
use std::ptr::NonNull;
struct Leaf { x: u32, t: (u8, u16) }
struct Node { v: u32, next: NonNull<Node>, bx: Box<Leaf>, r: &'static u32 }
