//@ expect: error
//@ include: _defs.rs

    mod m { pub struct P<T> { t: T } }
    fn f<T>() -> usize { offset::<field_of!(m::P<T>, t)>() }
    fn main() {}
