//@ expect: run
//@ include: _defs.rs
static mut HITS: u32 = 0;
#[pin_project] struct G { #[pin] f: Cd, id: u32 }
impl PinnedDrop for G { fn drop(self: Pin<&mut Self>) { let id: &mut u32 = &mut (*self).id; unsafe { HITS += *id; } } }
fn main() { { let _g = pin!(G { f: cd(0), id: 3 }); } { let _b = Box::pin(G { f: cd(0), id: 4 }); } assert_eq!(unsafe { HITS }, 7); }
