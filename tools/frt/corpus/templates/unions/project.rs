//@ expect: error
    //@ include: _defs.rs
fn main() { let u = C { x: 1 }; let _ = project::<field_of!(C, x)>(&u); }
