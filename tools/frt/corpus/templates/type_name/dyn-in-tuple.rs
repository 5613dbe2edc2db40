//@ expect: run
//@ include: _defs.rs

    fn main() { let n = type_name::<field_of!((u8, Box<dyn Fn() + Send>), 1)>(); assert!(n.contains("dyn"), "{n}"); }
