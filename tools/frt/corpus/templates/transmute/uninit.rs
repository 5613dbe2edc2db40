//@ expect: run
    //@ include: _defs.rs
fn main() { let _x: field_of!(S, b) = unsafe { mem::MaybeUninit::uninit().assume_init() }; }
