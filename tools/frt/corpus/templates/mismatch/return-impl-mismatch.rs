//@ expect: error
//@ include: _defs.rs

    fn f(b: bool) -> impl Copy { if b { return frt::<field_of!(S, a)>(); } frt::<field_of!(S, b)>() }
    fn main() {}
