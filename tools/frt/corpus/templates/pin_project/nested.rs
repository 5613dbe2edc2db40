//@ expect: run
//@ include: _defs.rs
#[pin_project] struct O { #[pin] i: I, t: u8 }
#[pin_project] struct I { #[pin] f: Cd, c: u32 }
fn main() { let mut o = pin!(O { i: I { f: cd(0), c: 1 }, t: 2 }); let f = @Pin (*o).i.f; let c = &mut (*o).i.c; let t = &mut (*o).t; *c += 1; *t += 1; let _ = f; assert_eq!((o.i.c, o.t), (2, 3)); }
