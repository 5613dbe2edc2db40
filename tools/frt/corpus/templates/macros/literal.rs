//@ include: _defs.rs

    macro_rules! frt { ($t:ty, $f:literal) => { field_of!($t, $f) } }
    fn main() { let _ = offset::<frt!(T, 1)>(); }
