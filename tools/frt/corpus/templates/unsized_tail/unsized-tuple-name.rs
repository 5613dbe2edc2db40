    //@ include: _defs.rs
fn main() { let _ = type_name::<field_of!((u8, str), 1)>(); }
