//@ expect: run
    //@ include: _defs.rs
fn main() { let x: field_of!(S, a) = frt(); let p = &x as *const _ as usize; assert_ne!(p, 0); }
