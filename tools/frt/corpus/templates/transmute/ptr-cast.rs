//@ expect: run
//@ include: _defs.rs

    fn main() { let x: field_of!(S, a) = frt(); let p = &x as *const field_of!(S, a) as *const field_of!(S, b); let _y = unsafe { *p }; }
