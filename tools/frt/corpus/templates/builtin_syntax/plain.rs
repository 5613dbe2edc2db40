//@ expect: run
//@ features: builtin_syntax
    //@ include: _defs.rs
fn main() { assert_eq!(offset::<builtin # field_of(S, b)>(), offset_of!(S, b)); }
