//@ expect: error
//@ include: _defs.rs
#[repr(C, packed)] struct H { t: u8, b: Box<Leaf> } fn f(h: &H) -> NonNull<u32> { @NonNull (*h.b).x } fn main() {}
