//@ features: type_alias_impl_trait
//@ include: _defs.rs

    type X = impl Sized;
    #[define_opaque(X)]
    fn d() -> X { S { a: 0, b: 0 } }
    fn f(_: PhantomData<field_of!(X, a)>) {}
    fn main() {}
