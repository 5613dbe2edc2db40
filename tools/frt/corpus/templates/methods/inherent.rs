//@ expect: run
    //@ include: _defs.rs
fn main() { let x: field_of!(S, a) = frt(); assert_eq!(x.get() + x.by_ref() + Box::new(x).by_box(), 6); }
