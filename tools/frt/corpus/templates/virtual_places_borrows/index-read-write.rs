//@ expect: run
//@ include: _defs.rs
fn main() { let mut x = s(); let p = NonNull::from(&mut x); unsafe { (*p).arr[(*p).i] = 7; (*p).grid[1][0] = 3; (*p).arr[2] += (*p).arr[1]; let e: NonNull<u32> = @NonNull (*p).arr[3]; *e.as_ptr() = 9; } assert_eq!((x.arr, x.grid), ([0, 7, 7, 9], [[0, 0], [3, 0]])); }
