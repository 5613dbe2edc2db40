//@ expect: run
//@ include: _defs.rs
fn main() { let mut x = s(); let p = NonNull::from(&mut x); let mut set = |i: usize| unsafe { (*p).arr[i] = i as u32 }; set(2); set(3); assert_eq!(x.arr, [0, 0, 2, 3]); }
