//@ expect: run
//@ include: _defs.rs

    fn main() { let x = frt::<field_of!(R<'static>, r)>(); std::thread::spawn(move || { let _y = x; }).join().unwrap(); }
