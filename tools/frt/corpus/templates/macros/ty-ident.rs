//@ expect: run
//@ include: _defs.rs

    macro_rules! frt { ($t:ty, $f:ident) => { field_of!($t, $f) } }
    fn main() { assert_eq!(offset::<frt!(S, b)>(), offset_of!(S, b)); }
