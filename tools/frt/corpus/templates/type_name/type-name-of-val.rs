//@ expect: run
//@ include: _defs.rs

    fn main() { let x: field_of!(S, a) = frt(); assert!(std::any::type_name_of_val(&x).starts_with("field_of!(")); }
