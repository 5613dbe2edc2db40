//@ expect: error
//@ include: _defs.rs
#[pin_project(project_replace(UR))] struct U2 { #[pin] f: u8 }
struct UR { f: std::marker::PhantomData<u8> }
impl PinnedDrop for U2 { fn drop(self: Pin<&mut Self>) {} }
fn main() {}
