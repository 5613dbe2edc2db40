//@ expect: error
//@ include: _defs.rs

    impl PartialEq for field_of!(S, a) { fn eq(&self, _: &Self) -> bool { true } }
    fn main() { let x: field_of!(S, a) = frt(); assert!(x == x); }
