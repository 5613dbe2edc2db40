//@ features: builtin_syntax
//@ include: _defs.rs

    macro_rules! raw { ($t:ty, $f:ident) => { builtin # field_of($t, $f) } }
    fn main() { let _ = offset::<raw!(S, b)>(); }
