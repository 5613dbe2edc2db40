//@ expect: run
//@ include: _defs.rs
#[pin_project] struct P2<X>(#[pin] X, u8);
fn main() { let mut p = pin!(P2(cd(0), 1)); let _a: Pin<&mut Cd> = @Pin (*p).0; let b = &mut (*p).1; *b = 2; assert_eq!(p.1, 2); }
