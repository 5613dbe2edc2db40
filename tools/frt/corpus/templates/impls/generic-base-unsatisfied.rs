//@ expect: error
//@ include: _defs.rs

    impl<T: Copy> Tr for field_of!(G<T>, v) {}
    fn t<X: Tr>() {}
    fn main() { t::<field_of!(G<String>, v)>(); }
