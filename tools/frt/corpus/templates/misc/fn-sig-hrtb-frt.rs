//@ expect: run
//@ include: _defs.rs

    fn apply<F>(f: F) -> usize where F: for<'a> Fn(&'a field_of!(S, a)) -> usize { f(&frt()) }
    fn main() { assert_eq!(apply(|_| 3), 3); }
