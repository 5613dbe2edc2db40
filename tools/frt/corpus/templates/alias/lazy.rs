//@ features: lazy_type_alias
//@ include: _defs.rs

    type L<T> = G<T>;
    fn main() { let _ = offset::<field_of!(L<u8>, v)>(); }
