//@ expect: error
    //@ include: _defs.rs
fn main() { is_field::<field_of!((u8, dyn Any), 0)>(); }
