//@ expect: error
//@ include: _defs.rs

    #![deny(improper_ctypes_definitions)]
    extern "C" fn exported(_x: field_of!(S, b)) {}
    fn main() {}
