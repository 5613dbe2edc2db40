struct R3 { a: u8, f: field_of!(R3, a) }
fn main() { assert_eq!(size_of::<R3>(), 1); assert_eq!(offset::<field_of!(R3, f)>(), offset_of!(R3, f)); }
