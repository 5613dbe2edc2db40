//@ expect: run
//@ include: _defs.rs

    struct D<T>(T, Vec<T>);
    impl<T> Drop for D<T> { fn drop(&mut self) {} }
    fn main() { let _d = D(frt::<field_of!(S, b)>(), vec![frt()]); }
