//@ expect: error
//@ include: _defs.rs

    struct G<T> { v: T }
    impl<T> Tr for field_of!(G<T>, v) { fn v() -> u8 { 0 } }
    impl Tr for field_of!(G<u8>, v) { fn v() -> u8 { 1 } }
    fn main() {}
