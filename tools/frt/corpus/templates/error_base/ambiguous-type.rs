//@ expect: error
//@ include: _defs.rs

    mod a { pub struct S { pub x: u8 } }
    mod b { pub struct S { pub x: u8 } }
    use a::*; use b::*;
    fn main() { let _ = <field_of!(S, x) as Field>::OFFSET; }
