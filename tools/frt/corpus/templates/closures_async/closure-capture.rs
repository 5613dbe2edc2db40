//@ expect: run
//@ include: _defs.rs

    fn main() { let x: field_of!(S, b) = frt(); let c = move || { let _y = x; 1 }; assert_eq!(c(), 1); }
