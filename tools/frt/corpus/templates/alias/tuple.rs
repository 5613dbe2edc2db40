//@ expect: run
        //@ include: _defs.rs
    type P = (u8, u32);
fn main() { assert_eq!(offset::<field_of!(P, 1)>(), offset_of!((u8, u32), 1)); }
