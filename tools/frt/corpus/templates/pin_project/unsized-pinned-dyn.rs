//@ expect: run
//@ include: _defs.rs
#[pin_project] struct U<F: ?Sized> { n: u8, #[pin] fut: F }
impl<F: Future<Output = u32> + ?Sized> U<F> { fn step(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<u32> { *&mut (*self).n += 1; (@Pin (*self).fut).poll(cx) } }
fn main() { let mut u: Pin<Box<U<dyn Future<Output = u32>>>> = Box::pin(U { n: 0, fut: cd(1) }); let mut cx = Context::from_waker(Waker::noop()); assert!(u.as_mut().step(&mut cx).is_pending()); assert_eq!(u.as_mut().step(&mut cx), Poll::Ready(5)); assert_eq!(u.n, 2); }
