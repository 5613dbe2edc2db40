//@ expect: error
//@ include: _defs.rs
struct P; impl PinnedDrop for P { fn drop(self: Pin<&mut Self>) {} }
fn main() {}
