//@ expect: run
//@ include: _defs.rs

    fn main() { let _: Box<dyn Send + Sync> = Box::new(frt::<field_of!(S, a)>()); }
