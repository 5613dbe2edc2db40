//@ expect: error
//@ include: _defs.rs

    fn f<'a>(_: &'a u8) { let x = frt::<field_of!(R<'a>, r)>(); std::thread::spawn(move || { let _y = x; }); }
    fn main() {}
