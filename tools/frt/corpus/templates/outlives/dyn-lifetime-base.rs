//@ expect: run
//@ include: _defs.rs

    fn main() { let _ = offset::<field_of!(G<Box<dyn Fn(&u8) + 'static>>, v)>(); let _ = type_name::<field_of!((&'static dyn Send, u8), 1)>(); }
