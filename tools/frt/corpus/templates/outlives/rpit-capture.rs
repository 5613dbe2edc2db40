//@ expect: run
//@ include: _defs.rs

    fn f<'a>(_: &'a u8) -> impl Copy + use<'a> { frt::<field_of!(R<'a>, r)>() }
    fn main() { let v = 1; let _ = f(&v); }
