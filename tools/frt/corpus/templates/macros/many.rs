//@ expect: run
//@ include: _defs.rs

    macro_rules! offsets { ($t:ty: $($f:ident),*) => { [$(<field_of!($t, $f) as Field>::OFFSET),*] } }
    fn main() { assert_eq!(offsets!(S: a, b), [offset_of!(S, a), offset_of!(S, b)]); }
