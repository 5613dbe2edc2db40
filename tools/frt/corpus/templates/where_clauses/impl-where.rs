//@ expect: pass
//@ include: _defs.rs

    trait Tr {}
    impl<T> Tr for G<T> where field_of!(G<T>, v): Field<Type = T> {}
    fn t<X: Tr>() {}
    fn main() { t::<G<u8>>(); }
