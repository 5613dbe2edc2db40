//@ expect: run
//@ include: _defs.rs

    fn main() { let mut x: field_of!(S, a) = frt(); let mut y = frt(); mem::swap(&mut x, &mut y); let _z = mem::replace(&mut x, y); mem::forget(x); }
