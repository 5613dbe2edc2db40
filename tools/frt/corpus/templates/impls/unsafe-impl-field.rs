//@ expect: error
//@ include: _defs.rs

    unsafe impl Field for field_of!(S, a) { type Base = S; type Type = u8; const OFFSET: usize = 0; }
    fn main() {}
