//@ features: type_alias_impl_trait
//@ include: _defs.rs

    type X = impl Sized;
    #[define_opaque(X)]
    fn d() -> X { 5u64 }
    fn main() { let _ = offset::<field_of!(G<X>, v)>(); }
