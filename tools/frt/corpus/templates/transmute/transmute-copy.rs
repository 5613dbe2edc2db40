//@ expect: run
    //@ include: _defs.rs
fn main() { let x: field_of!(S, a) = frt(); let _y: () = unsafe { mem::transmute_copy(&x) }; }
