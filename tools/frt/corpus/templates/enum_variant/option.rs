//@ expect: run
//@ prelude: header
fn main() { let _ = type_name::<field_of!(Option<u8>, Some.0)>(); }
