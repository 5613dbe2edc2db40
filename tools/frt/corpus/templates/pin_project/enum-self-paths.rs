//@ expect: run
//@ include: _defs.rs
impl<F> E<F> { fn n(self: Pin<&mut Self>) -> u32 { match self { Self::Run { fut: _, n } => *n, E::<F>::Done(v) => *v, Self::Gone => 0 } } }
fn main() { let mut e = pin!(E::Run { fut: cd(0), n: 4 }); assert_eq!(e.as_mut().n(), 4); e.set(E::Done(2)); assert_eq!(e.as_mut().n(), 2); }
