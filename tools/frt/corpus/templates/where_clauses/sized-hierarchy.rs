//@ features: sized_hierarchy
//@ include: _defs.rs

    fn f<T: ?Sized>() where field_of!(G<u8>, v): std::marker::MetaSized {}
    fn main() { f::<u8>(); }
