//@ expect: run
    //@ include: _defs.rs
fn main() { let n = type_name::<field_of!(S, r#type)>(); assert!(n.ends_with("type)"), "{n}"); }
