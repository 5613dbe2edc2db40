//@ expect: error
//@ include: _defs.rs

    fn main() { let c = || 1; fn g<T>(_: T) -> &'static str { type_name::<field_of!(T, 0)>() } g(c); }
