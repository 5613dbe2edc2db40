//@ expect: error
//@ include: _defs.rs

    unsafe impl Field for field_of!(S, b) { type Base = u64; type Type = String; const OFFSET: usize = 99; }
    fn main() { assert_eq!(<field_of!(S, b) as Field>::OFFSET, 99); }
