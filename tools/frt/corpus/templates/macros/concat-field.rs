//@ features: macro_metavar_expr_concat
//@ include: _defs.rs

    macro_rules! frt { ($t:ty, $a:ident) => { field_of!($t, ${concat($a, _x)}) } }
    struct C { f_x: u8 }
    fn main() { let _ = offset::<frt!(C, f)>(); }
