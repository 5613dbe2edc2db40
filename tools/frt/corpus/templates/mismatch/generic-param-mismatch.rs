//@ expect: error
//@ include: _defs.rs

    fn f<T, U>(x: field_of!(G<T>, v)) -> field_of!(G<U>, v) { x }
    fn main() {}
