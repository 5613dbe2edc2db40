//@ expect: error
//@ include: _defs.rs

    fn call<F: Fn(field_of!(S, a))>(f: F) { f(frt()) }
    fn main() { call(|_x: field_of!(S, b)| {}); }
