//@ expect: error
//@ include: _defs.rs

    fn f<'a>(g: fn(field_of!(R<'a>, r))) -> fn(field_of!(R<'static>, r)) { g }
    fn main() {}
