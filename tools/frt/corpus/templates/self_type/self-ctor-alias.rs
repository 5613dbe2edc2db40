//@ expect: run
//@ include: _defs.rs

    impl S { fn mk() -> Self { Self { a: 1, b: 2 } } fn get(&self) -> u32 { *project::<field_of!(Self, b)>(self) } }
    fn main() { assert_eq!(S::mk().get(), 2); }
