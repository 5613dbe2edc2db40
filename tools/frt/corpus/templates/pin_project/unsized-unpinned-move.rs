//@ expect: error
//@ include: _defs.rs
#[pin_project] struct U<F: ?Sized> { n: u8, #[pin] fut: F }
fn take<F: ?Sized>(p: Pin<&mut U<F>>) -> &mut F { &mut (*p).fut }
fn main() {}
