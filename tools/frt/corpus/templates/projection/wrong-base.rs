//@ expect: error
//@ include: _defs.rs

    fn main() { let g = G { h: 3, v: 1u8 }; let _ = project::<field_of!(S, a)>(&g); }
