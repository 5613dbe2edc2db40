//@ expect: run
//@ include: _defs.rs

    struct D { s: String }
    fn main() { assert!(!std::mem::needs_drop::<field_of!(D, s)>()); }
