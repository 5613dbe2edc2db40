//@ expect: run
    //@ include: _defs.rs
fn main() { let b = Box::new(frt::<field_of!(S, b)>()); let _c = *b; let _r: &'static mut field_of!(S, a) = Box::leak(Box::new(frt())); }
