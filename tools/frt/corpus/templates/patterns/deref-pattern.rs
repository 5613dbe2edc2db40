//@ features: deref_patterns
//@ include: _defs.rs

    fn main() { let b = Box::new(frt::<field_of!(S, a)>()); match b { deref!(_x) => {} } }
