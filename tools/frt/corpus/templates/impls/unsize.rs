//@ features: unsize, coerce_unsized
//@ include: _defs.rs

    struct Ptr<T: ?Sized>(*const T);
    impl<T: ?Sized + std::marker::Unsize<U>, U: ?Sized> std::ops::CoerceUnsized<Ptr<U>> for Ptr<T> {}
    fn main() { let p: Ptr<field_of!(S, a)> = Ptr(std::ptr::null()); let _q: Ptr<dyn std::any::Any> = p; }
