//@ expect: error
//@ include: _defs.rs

    impl field_of!(S, a) { fn f() -> PhantomData<field_of!(Self, a)> { PhantomData } }
    fn main() {}
