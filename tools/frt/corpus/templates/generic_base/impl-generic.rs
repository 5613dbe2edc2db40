//@ expect: pass
//@ include: _defs.rs

    trait Marker {}
    impl<'a, T> Marker for field_of!(S<'a, T>, r) {}
    fn m<M: Marker>() {}
    fn main() { m::<field_of!(S<'static, String>, r)>(); }
