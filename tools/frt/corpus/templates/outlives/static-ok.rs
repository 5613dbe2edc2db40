//@ expect: run
    //@ include: _defs.rs
fn main() { req_static(frt::<field_of!(R<'static>, r)>()); }
