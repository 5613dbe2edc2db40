//@ expect: run
//@ include: _defs.rs

    fn main() { let h = Holder::A(frt()); assert_ne!(std::mem::discriminant(&h), std::mem::discriminant(&Holder::C)); }
