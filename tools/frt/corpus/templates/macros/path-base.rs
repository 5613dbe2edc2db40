//@ include: _defs.rs

    macro_rules! frt { ($t:path, $f:ident) => { field_of!($t, $f) } }
    fn main() { let _ = offset::<frt!(S, a)>(); }
