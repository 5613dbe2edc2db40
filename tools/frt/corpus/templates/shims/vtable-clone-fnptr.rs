//@ expect: run
//@ include: _defs.rs

    fn main() { let v: Vec<fn(&field_of!(S, b)) -> field_of!(S, b)> = vec![Clone::clone, |x| *x]; for f in v { let _ = f(&frt()); } }
