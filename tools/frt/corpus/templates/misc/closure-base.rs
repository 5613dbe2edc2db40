//@ expect: run
//@ include: _defs.rs

    fn off<T>(_: &T) -> usize where field_of!((T, u8), 1): Field { <field_of!((T, u8), 1) as Field>::OFFSET }
    fn main() { let c = |x: u8| x; let _ = off(&c); let d = move || c(1); let _ = off(&d); let _ = off(&async { 1 }); }
