//@ expect: run
    //@ include: _defs.rs
fn main() { let _ = type_name::<field_of!(G<u64>, t)>(); assert_eq!(size_of::<field_of!(G<u64>, t)>(), 0); }
