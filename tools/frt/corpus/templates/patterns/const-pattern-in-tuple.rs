//@ include: _defs.rs

    impl PartialEq for field_of!(S, a) { fn eq(&self, _: &Self) -> bool { true } }
    impl Eq for field_of!(S, a) {}
    const Z: (u8, field_of!(S, a)) = (1, unsafe { std::mem::transmute(()) });
    fn main() { match (1u8, frt::<field_of!(S, a)>()) { Z => {} _ => {} } }
