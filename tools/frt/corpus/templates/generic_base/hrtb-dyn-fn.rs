//@ expect: run
//@ include: _defs.rs

    fn main() {
        let f: Box<dyn for<'a> Fn(field_of!(S<'a, u8>, r), &'a u8) -> &'a u8> = Box::new(|_, x| x);
        let v: field_of!(S<'static, u8>, r) = unsafe { std::mem::transmute(()) };
        assert_eq!(*f(v, &7), 7);
    }
