//@ features: decl_macro
//@ include: _defs.rs

    macro mk() { struct H2 { hidden: u16 } }
    mk!();
    fn main() { let _ = offset::<field_of!(H2, hidden)>(); }
