//@ expect: error
//@ include: _defs.rs
fn main() { let c = Cell::new((1u8, 2u32)); let p = c.as_place(); let _ = (*p).2; }
