//@ expect: error
        //@ include: _defs.rs
    fn f<'a>(_: &'a u8) { req_static(frt::<field_of!(R<'a>, r)>()); }
fn main() {}
