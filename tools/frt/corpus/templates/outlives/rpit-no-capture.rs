//@ expect: error
//@ include: _defs.rs

    fn f<'a>(_: &'a u8) -> impl Copy + use<> { frt::<field_of!(R<'a>, r)>() }
    fn main() {}
