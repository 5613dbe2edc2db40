//@ expect: pass
        //@ include: _defs.rs
    fn f<T: 'static>() { req_static(frt::<field_of!(G<T>, v)>()); }
fn main() { f::<u8>(); }
