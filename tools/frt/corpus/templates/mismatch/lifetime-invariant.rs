//@ expect: error
//@ include: _defs.rs

    fn f<'a>(x: &'a u8) { let y: field_of!(R<'a>, r) = frt(); let _z: field_of!(R<'static>, r) = y; }
    fn main() {}
