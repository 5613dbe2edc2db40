//@ features: lazy_type_alias
//@ include: _defs.rs

    type L<T: Copy> = G<T>;
    fn main() { let _: PhantomData<field_of!(L<String>, v)>; }
