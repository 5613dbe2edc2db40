//@ expect: run
//@ prelude: header
#[non_exhaustive]
enum N { #[non_exhaustive] V { x: u8 } }
fn main() { let _ = type_name::<field_of!(N, V.x)>(); }
