//@ expect: error
        //@ include: _defs.rs
    fn f<T>() { req_static(frt::<field_of!(G<T>, v)>()); }
fn main() {}
