//@ expect: run
    //@ include: _defs.rs
fn main() { let x = frt::<field_of!(S, a)>(); let &y = &x; let ref _z = y; }
