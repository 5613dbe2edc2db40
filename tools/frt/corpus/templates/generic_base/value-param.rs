//@ expect: run
//@ include: _defs.rs

    fn g<T: Copy>(x: field_of!(S<'static, T>, n)) -> field_of!(S<'static, T>, n) { x }
    fn main() { let _ = g::<u8>(frt()); }
