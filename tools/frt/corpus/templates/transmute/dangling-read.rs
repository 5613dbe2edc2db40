//@ expect: run
    //@ include: _defs.rs
fn main() { let _x: field_of!(S, a) = unsafe { std::ptr::NonNull::<field_of!(S, a)>::dangling().as_ptr().read() }; }
