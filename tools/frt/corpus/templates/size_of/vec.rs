//@ expect: run
//@ include: _defs.rs

    fn main() { let mut v: Vec<field_of!(S, a)> = Vec::new(); for _ in 0..100 { v.push(frt()); } assert_eq!(v.len(), 100); }
