//@ include: _defs.rs

    unsafe extern "C" { fn ext(x: field_of!(S, a)); }
    extern "C" fn exported(_x: field_of!(S, b)) {}
    fn main() { exported(frt()); }
