//@ include: _defs.rs

    fn main() { let f: fn() -> Box<dyn Any> = || Box::new(frt::<field_of!((u8, u8), 1)>()); assert!(f().is::<field_of!((u8, u8), 1)>()); }
