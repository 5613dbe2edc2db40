//@ expect: run
//@ include: _defs.rs
fn main() { let mut x = s(); let p = NonNull::from(&mut x); unsafe { (*p).list.push((*p).list.len() as u32); (*p).list.push((*p).a); } assert_eq!(x.list, [0, 1]); }
