//@ expect: run
//@ include: _defs.rs

    fn dup<T: Copy>(t: T) -> (T, T) { (t, t) }
    fn main() { let _ = dup(frt::<field_of!(S, b)>()); let _ = dup([frt::<field_of!(S, a)>(); 4]); }
