//@ expect: error
//@ include: _defs.rs
#[pin_project] struct G { #[pin] f: u8 }
impl PinnedDrop for G { fn drop(self: Pin<&mut Self>) {} }
fn main() { let d: fn(Pin<&mut G>) = <G as PinnedDrop>::drop; let mut g = pin!(G { f: 1 }); d(g.as_mut()); }
