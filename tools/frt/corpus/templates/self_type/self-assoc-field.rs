//@ expect: error
//@ include: _defs.rs

    impl Tr for field_of!(S, a) { fn off() -> usize { <Self as Field>::OFFSET + <field_of!(<Self as Field>::Base, b) as Field>::OFFSET } }
    fn main() {}
