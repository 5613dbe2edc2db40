//@ expect: run
    //@ include: _defs.rs
fn main() { let _x: field_of!(S, a) = unsafe { mem::transmute::<(), field_of!(S, a)>(()) }; }
