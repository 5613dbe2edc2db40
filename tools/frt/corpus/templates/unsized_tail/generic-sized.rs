//@ expect: run
    //@ include: _defs.rs
fn main() { assert_eq!(offset::<field_of!(G<[u8; 3]>, t)>(), offset_of!(G<[u8; 3]>, t)); }
