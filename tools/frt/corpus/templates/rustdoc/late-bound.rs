//@ expect: pass
pub struct R<'a> { pub r: &'a u8 }
pub fn late<'a>(_: field_of!(R<'a>, r)) -> &'a u8 { loop {} }
pub fn elided(_: field_of!(R<'_>, r)) {}
pub fn hr(_: for<'a> fn(field_of!(R<'a>, r))) {}
pub trait Tr { fn m<'a>(&self, _: field_of!(R<'a>, r)); }
impl<'b> Tr for field_of!(R<'b>, r) { fn m<'a>(&self, _: field_of!(R<'a>, r)) {} }
pub struct H<'a> { pub f: field_of!(R<'a>, r) }
pub type Hr = for<'a> fn(field_of!(R<'a>, r), &'a u8);
fn main() {}
