//@ expect: run
//@ include: _defs.rs

    fn main() { let c = |x: field_of!(S, a)| x; let _ = c(frt()); }
