//@ expect: error
    //@ include: _defs.rs
fn main() { let _: *const dyn Field<Base = S, Type = u32> = std::ptr::null::<field_of!(S, b)>(); }
