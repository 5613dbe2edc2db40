//@ expect: run
//@ prelude: header
fn main() { let _ = type_name::<field_of!(Result<u8, String>, Err.0)>(); }
