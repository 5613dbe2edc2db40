//@ expect: run
    //@ include: _defs.rs
fn main() { let x: field_of!(S, a) = frt(); let r = &&&x; assert_eq!(r.by_ref(), 2); assert_eq!(r.ext(), 4); }
