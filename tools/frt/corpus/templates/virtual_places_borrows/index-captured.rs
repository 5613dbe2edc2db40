//@ expect: run
//@ include: _defs.rs
fn main() { let mut x = s(); let p = NonNull::from(&mut x); let j = 2; let k = 1; let get = || unsafe { (*p).arr[j] + (*p).grid[k][j - 1] as u32 }; unsafe { (*p).arr[2] = 4; (*p).grid[1][1] = 5; } assert_eq!(get(), 9); let mut o = Box::new(s()); let mut set = move || { let b: &mut u32 = @<&mut u32> (*o).arr[k]; *b = 7; (*o).arr }; assert_eq!(set(), [0, 7, 0, 0]); }
