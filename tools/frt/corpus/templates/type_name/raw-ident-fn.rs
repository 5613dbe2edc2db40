//@ expect: run
    //@ include: _defs.rs
fn main() { let _ = type_name::<field_of!(S, r#fn)>(); assert_eq!(offset::<field_of!(S, r#fn)>(), offset_of!(S, r#fn)); }
