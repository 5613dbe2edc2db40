//@ expect: run
    //@ include: _defs.rs
fn main() { let r: Result<field_of!(S, a), field_of!(S, b)> = Ok(frt()); assert!(r.is_ok()); }
