//@ expect: run
//@ prelude: header
enum Never {}
enum E2 { V { x: Never, y: u8 }, W(u8) }
fn main() { let _ = type_name::<field_of!(E2, V.x)>(); let _ = size_of::<field_of!(E2, V.y)>(); }
