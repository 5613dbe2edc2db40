//@ expect: run
    //@ include: _defs.rs
fn main() { let x: field_of!(S, a) = frt(); let _y: field_of!(S, b) = unsafe { mem::transmute(x) }; }
