//@ include: _defs.rs

    impl PartialEq for field_of!(S, a) { fn eq(&self, _: &Self) -> bool { true } }
    const Z: field_of!(S, a) = unsafe { std::mem::transmute(()) };
    fn main() { match frt::<field_of!(S, a)>() { Z => {} } }
