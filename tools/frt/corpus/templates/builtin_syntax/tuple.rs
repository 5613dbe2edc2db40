//@ expect: run
//@ features: builtin_syntax
    //@ include: _defs.rs
fn main() { assert_eq!(offset::<builtin # field_of((u8, u16), 1)>(), 2); }
