//@ expect: run
//@ include: _defs.rs
fn main() { let mut x = s(); x.list.push(5); let p = NonNull::from(&mut x); assert_eq!(unsafe { (*p).list[0] }, 5); }
