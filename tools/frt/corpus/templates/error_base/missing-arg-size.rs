//@ expect: error
    //@ include: _defs.rs
fn main() { let _ = size_of::<field_of!(G<Missing>, h)>(); let _ = type_name::<field_of!(G<Missing>, h)>(); }
