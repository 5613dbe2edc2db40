use std::pin::{Pin, PinProjectable};
use std::ptr::NonNull;
struct In { v: u32, w: u32 }
struct S { a: u32, b: u64, inner: In, arr: [u32; 4], grid: [[u8; 2]; 2], i: usize, list: Vec<u32>, name: String }
unsafe impl PinProjectable for S {}
unsafe impl PinProjectable for In {}
fn s() -> S { S { a: 1, b: 2, inner: In { v: 3, w: 4 }, arr: [0; 4], grid: [[0; 2]; 2], i: 1, list: vec![], name: String::new() } }
