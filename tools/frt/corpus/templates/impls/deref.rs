//@ expect: run
//@ include: _defs.rs

    impl std::ops::Deref for field_of!(S, b) { type Target = u32; fn deref(&self) -> &u32 { &7 } }
    fn main() { assert_eq!(*frt::<field_of!(S, b)>(), 7); }
