//@ expect: run
//@ include: _defs.rs

    macro_rules! frt { ($t:ty, $($f:tt)+) => { field_of!($t, $($f)+) } }
    fn main() { let _ = type_name::<frt!(E, V.x)>(); assert_eq!(offset::<frt!(T, 1)>(), offset_of!(T, 1)); }
