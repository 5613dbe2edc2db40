//@ expect: error
//@ include: _defs.rs

    struct W<const F: field_of!(S, a)>;
    fn main() {}
