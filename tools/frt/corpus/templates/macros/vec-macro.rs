//@ expect: run
    //@ include: _defs.rs
fn main() { let v = vec![frt::<field_of!(S, a)>(); 4]; assert_eq!(v.len(), 4); }
