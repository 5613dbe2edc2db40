//@ expect: run
//@ include: _defs.rs

    fn g<'a>(t: &(&'a u8, u8)) -> &'a u8 { *project::<field_of!((&'a u8, u8), 0)>(t) }
    fn main() { let x = 3; assert_eq!(*g(&(&x, 1)), 3); }
