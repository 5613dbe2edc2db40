//@ expect: error
//@ include: _defs.rs

    fn f<const N: usize>() -> Holder<{ <field_of!(A<N>, b) as Field>::OFFSET }> { todo!() }
    fn main() {}
