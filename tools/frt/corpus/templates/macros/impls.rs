//@ expect: run
//@ include: _defs.rs

    trait Named { const NAME: &'static str; }
    macro_rules! named { ($t:ty: $($f:ident),*) => { $(impl Named for field_of!($t, $f) { const NAME: &'static str = stringify!($f); })* } }
    named!(S: a, b);
    fn main() { assert_eq!(<field_of!(S, b) as Named>::NAME, "b"); }
