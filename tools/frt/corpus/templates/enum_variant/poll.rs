//@ expect: run
//@ prelude: header
fn main() { let _ = type_name::<field_of!(std::task::Poll<u8>, Ready.0)>(); }
