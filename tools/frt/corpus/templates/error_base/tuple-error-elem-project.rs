//@ expect: error
//@ include: _defs.rs

    fn main() { let t = (1u8, 2u8); let _ = project::<field_of!((Missing, u8), 1)>(&t); }
