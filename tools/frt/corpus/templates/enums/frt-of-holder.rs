//@ expect: run
    //@ include: _defs.rs
fn main() { let _ = type_name::<field_of!(Holder, B.f)>(); let _ = type_name::<field_of!(Holder, A.0)>(); }
