//@ expect: run
//@ include: _defs.rs

    mod m {
        pub struct P { secret: u8 }
        impl P { pub fn off() -> usize { <field_of!(Self, secret) as super::Field>::OFFSET } }
        use std::field::field_of;
    }
    fn main() { assert_eq!(m::P::off(), 0); }
