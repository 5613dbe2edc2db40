//@ expect: run
//@ include: _defs.rs
fn step<F: Future<Output = u32>>(e: Pin<&mut E<F>>) -> u32 { let mut cx = Context::from_waker(Waker::noop()); match e { E::Run { fut, n } => { *n += 1; match fut.poll(&mut cx) { Poll::Ready(v) => v, Poll::Pending => *n } } E::Done(v) => *v, E::Gone => 0 } }
fn main() { let mut e = pin!(E::Run { fut: cd(1), n: 0 }); assert_eq!(step(e.as_mut()), 1); assert_eq!(step(e.as_mut()), 5); e.set(E::Done(9)); assert_eq!(step(e.as_mut()), 9); }
