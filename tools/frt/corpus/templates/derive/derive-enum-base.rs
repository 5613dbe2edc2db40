//@ expect: run
#[derive(Debug, Clone, Copy)]
enum E { V { x: u8 } }
fn main() { let _ = type_name::<field_of!(E, V.x)>(); }
