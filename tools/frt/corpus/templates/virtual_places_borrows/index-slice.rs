//@ expect: run
//@ include: _defs.rs
fn main() { let mut v = [1u8, 2, 3]; let p = NonNull::from(&mut v[..]); unsafe { (*p)[1] = 5; assert_eq!((*p)[1] + (*p)[2], 8); } }
