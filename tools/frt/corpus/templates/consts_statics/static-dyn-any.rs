//@ expect: run
//@ include: _defs.rs

    static ANY: &(dyn std::any::Any + Send + Sync) = &unsafe { std::mem::transmute::<(), field_of!(S, a)>(()) };
    fn main() { assert!(ANY.is::<field_of!(S, a)>()); assert!(!ANY.is::<field_of!(S, b)>()); }
