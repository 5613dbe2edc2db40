//@ expect: error
//@ include: _defs.rs

    trait Tr { fn f() -> usize; }
    impl Tr for field_of!(S, nope) { fn f() -> usize { <Self as Field>::OFFSET } }
    fn main() { let _ = <field_of!(S, nope) as Tr>::f(); }
