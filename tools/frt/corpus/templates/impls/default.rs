//@ expect: error
//@ include: _defs.rs

    impl Default for field_of!(S, a) { fn default() -> Self { unsafe { std::mem::transmute(()) } } }
    fn main() { let _x: field_of!(S, a) = Default::default(); }
