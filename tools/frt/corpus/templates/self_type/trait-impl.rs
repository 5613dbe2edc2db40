//@ expect: run
//@ include: _defs.rs

    impl Tr for S { fn off() -> usize { offset::<field_of!(Self, a)>() } }
    impl Tr for (u8, u32) { fn off() -> usize { <field_of!(Self, 1) as Field>::OFFSET } }
    fn main() { assert_eq!(<(u8, u32)>::off(), offset_of!((u8, u32), 1)); assert_eq!(S::off(), offset_of!(S, a)); }
