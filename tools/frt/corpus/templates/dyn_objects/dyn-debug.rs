//@ expect: run
//@ include: _defs.rs

    fn main() { let d: &dyn std::fmt::Debug = &frt::<field_of!(S, a)>(); assert!(format!("{d:?}").ends_with(", a)")); }
