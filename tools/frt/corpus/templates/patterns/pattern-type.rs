//@ features: pattern_types, pattern_type_macro
//@ include: _defs.rs

    fn main() { let _: PhantomData<field_of!(std::pat::pattern_type!(u32 is 1..), 0)>; }
