//@ expect: error
    //@ include: _defs.rs
fn main() { let x: field_of!(S, a) = frt(); let _y: u8 = unsafe { mem::transmute(x) }; }
