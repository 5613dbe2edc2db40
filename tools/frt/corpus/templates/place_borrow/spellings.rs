//@ expect: run
//@ include: _defs.rs
fn main() { let mut s = Point { x: 1, y: (2, 3) }; let a: &u32 = @ref s.x; assert_eq!(*a, 1); let b: &mut u16 = @mut s.y.1; *b = 7; let c: *const u32 = @raw const s.x; let d: *mut u8 = @raw mut s.y.0; unsafe { *d = 9; assert_eq!(*c, 1); } assert_eq!(s.y, (9, 7)); }
