//@ features: with_negative_coherence
//@ include: _defs.rs

    impl<F: Field> Tr for F { fn v() -> u8 { 0 } }
    impl Tr for S { fn v() -> u8 { 1 } }
    fn main() {}
