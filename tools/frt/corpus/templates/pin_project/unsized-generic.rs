//@ expect: pass
//@ include: _defs.rs
#[pin_project] struct U<F: ?Sized> { n: u8, #[pin] fut: F }
fn project<F: ?Sized>(p: Pin<&mut U<F>>) -> (&mut u8, Pin<&mut F>) { (&mut (*p).n, @Pin (*p).fut) }
fn main() {}
