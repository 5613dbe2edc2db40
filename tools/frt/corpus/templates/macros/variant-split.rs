//@ expect: run
//@ include: _defs.rs

    macro_rules! frt { ($t:ty, $v:ident . $f:ident) => { field_of!($t, $v.$f) } }
    fn main() { let _ = type_name::<frt!(E, V.x)>(); }
