//@ expect: run
    //@ include: _defs.rs
fn main() { let s = format!("{:?}", std::any::TypeId::of::<field_of!(E, T.0)>()); assert!(!s.is_empty()); }
