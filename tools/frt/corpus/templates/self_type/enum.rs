//@ expect: pass
//@ include: _defs.rs

    impl E { fn n() -> &'static str { type_name::<field_of!(Self, V.x)>() } }
    fn main() { let _ = E::n(); }
