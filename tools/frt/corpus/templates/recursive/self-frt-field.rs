struct R2 { a: u8, f: PhantomData<field_of!(R2, a)> }
fn main() { assert_eq!(offset::<field_of!(R2, f)>(), offset_of!(R2, f)); }
