//@ expect: error
//@ include: _defs.rs

    impl<T: Copy> Tr for T { fn v() -> u8 { 0 } }
    impl Tr for field_of!(S, a) { fn v() -> u8 { 1 } }
    fn main() {}
