//@ expect: error
fn main() { let s = 1u8; let _ = @ref; let _ = @raw s; let _ = @mut mut s; }
