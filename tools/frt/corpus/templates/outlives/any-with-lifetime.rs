//@ expect: error
//@ include: _defs.rs

    fn f<'a>(_: &'a u8) -> Box<dyn std::any::Any> { Box::new(frt::<field_of!(R<'a>, r)>()) }
    fn main() {}
