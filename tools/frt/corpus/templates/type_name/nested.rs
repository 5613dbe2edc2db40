//@ expect: run
//@ include: _defs.rs

    fn main() { let n = type_name::<field_of!((field_of!(S, a), field_of!(E, V.x)), 1)>(); assert!(n.starts_with("field_of!((field_of!("), "{n}"); }
