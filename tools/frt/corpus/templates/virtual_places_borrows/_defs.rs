use std::pin::Pin;
use std::ptr::NonNull;
#[pin_project] struct In { #[pin] v: u32, #[pin] w: u32 }
#[pin_project] struct S { #[pin] a: u32, #[pin] b: u64, #[pin] inner: In, #[pin] arr: [u32; 4], #[pin] grid: [[u8; 2]; 2], #[pin] i: usize, #[pin] list: Vec<u32>, #[pin] name: String }
fn s() -> S { S { a: 1, b: 2, inner: In { v: 3, w: 4 }, arr: [0; 4], grid: [[0; 2]; 2], i: 1, list: vec![], name: String::new() } }
