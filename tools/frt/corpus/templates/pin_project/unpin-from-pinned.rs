//@ expect: pass
//@ include: _defs.rs
#[pin_project] struct K { #[pin] a: u8, b: PhantomPinned }
fn main() { assert_unpin::<K>(); assert_unpin::<T<std::future::Ready<u8>>>(); }
