use std::future::Future;
use std::marker::PhantomPinned;
use std::pin::{Pin, PinnedDrop, pin};
use std::task::{Context, Poll, Waker};
struct Cd { left: u32, _p: PhantomPinned }
impl Future for Cd { type Output = u32; fn poll(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<u32> { let t = unsafe { self.get_unchecked_mut() }; if t.left == 0 { Poll::Ready(5) } else { t.left -= 1; Poll::Pending } } }
fn cd(left: u32) -> Cd { Cd { left, _p: PhantomPinned } }
#[pin_project] struct T<F> { #[pin] fut: F, polls: u32, log: Vec<u32> }
#[pin_project] enum E<F> { Run { #[pin] fut: F, n: u32 }, Done(u32), Gone }
fn assert_unpin<X: Unpin>() {}
