//@ expect: run
//@ include: _defs.rs
#[repr(C, packed)] struct H { t: u8, p: NonNull<Leaf> } fn main() { let mut l = Leaf { x: 3, t: (1, 2) }; let h = H { t: 0, p: NonNull::from(&mut l) }; let v = unsafe { (*h.p).x }; assert_eq!(v, 3); }
