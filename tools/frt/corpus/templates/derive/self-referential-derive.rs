#[derive(Clone, Copy)]
struct R { a: u8, f: field_of!(R, a) }
fn main() { let r = R { a: 1, f: frt() }; let _ = r; }
