//@ features: builtin_syntax
    //@ include: _defs.rs
fn main() { assert_eq!(const { builtin # offset_of(S, b) }, offset_of!(S, b)); }
