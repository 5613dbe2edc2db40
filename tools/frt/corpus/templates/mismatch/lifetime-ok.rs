//@ expect: pass
//@ include: _defs.rs

    fn f<'a>(y: field_of!(R<'a>, r)) -> field_of!(R<'a>, r) { y }
    fn main() { let _ = f(frt::<field_of!(R<'static>, r)>()); }
