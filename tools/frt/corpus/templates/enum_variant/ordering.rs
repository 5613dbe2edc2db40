//@ expect: error
//@ prelude: header
fn main() { let _ = type_name::<field_of!(std::cmp::Ordering, Less.0)>(); }
