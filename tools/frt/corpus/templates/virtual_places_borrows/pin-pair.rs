//@ expect: run
//@ include: _defs.rs
fn main() { let mut x = Box::pin(s()); let p = x.as_mut(); let a = @Pin (*p).a; let b = @Pin (*p).b; assert_eq!((*a, *b), (1, 2)); }
