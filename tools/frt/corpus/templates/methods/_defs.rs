struct S { a: u8, b: u32 }
impl field_of!(S, a) { fn get(self) -> u8 { 1 } fn by_ref(&self) -> u8 { 2 } fn by_box(self: Box<Self>) -> u8 { 3 } }
trait Ext { fn ext(&self) -> u8 { 4 } }
impl<T: Field> Ext for T {}
