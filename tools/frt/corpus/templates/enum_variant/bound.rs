//@ expect: run
//@ prelude: header
fn main() { let _ = type_name::<field_of!(std::ops::Bound<u8>, Included.0)>(); }
