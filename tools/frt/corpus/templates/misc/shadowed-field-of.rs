//@ include: _defs.rs

    macro_rules! field_of { ($a:ty, $b:ident) => { u8 } }
    fn main() { let x: field_of!(S, a) = 5; }
