//@ expect: run
//@ include: _defs.rs

    fn main() { let x: field_of!(S, a) = frt(); let c = move || { let _ = x; 5 }; let d = c.clone(); assert_eq!(d() + c(), 10); }
