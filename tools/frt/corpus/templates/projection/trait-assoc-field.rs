//@ expect: run
//@ include: _defs.rs

    trait HasLen { type LenField: Field<Base = Self, Type = usize>; fn len(&self) -> usize where Self: Sized { *project::<Self::LenField>(self) } }
    struct V { p: *const u8, n: usize }
    impl HasLen for V { type LenField = field_of!(V, n); }
    fn main() { assert_eq!(V { p: std::ptr::null(), n: 4 }.len(), 4); }
