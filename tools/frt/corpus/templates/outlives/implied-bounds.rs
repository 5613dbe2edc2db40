//@ expect: pass
//@ include: _defs.rs

    fn f<'a, 'b>(_: &'a &'b u8, _: field_of!((&'a &'b u8, u8), 0)) {}
    fn main() { let v = 1; let r = &v; f(&r, frt()); }
