//@ expect: error
//@ include: _defs.rs

    unsafe impl<T> Field for G<T> { type Base = G<T>; type Type = T; }
    fn main() {}
