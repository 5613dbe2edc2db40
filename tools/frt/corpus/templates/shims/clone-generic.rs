//@ expect: run
//@ include: _defs.rs

    fn c<T: Clone>(t: &T) -> T { t.clone() }
    fn main() { let x: field_of!(S, b) = frt(); let _y = c(&x); let _z = c(&[x; 3]); let _w = c(&(x, 1u8, x)); }
