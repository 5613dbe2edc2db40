//@ expect: error
//@ include: _defs.rs

    type GV<T> = field_of!(T, v);
    fn main() {}
