//@ expect: error
//@ include: _defs.rs
#[pin_project] struct G<X> { #[pin] f: X }
impl<X: Clone> PinnedDrop for G<X> { fn drop(self: Pin<&mut Self>) {} }
fn main() {}
