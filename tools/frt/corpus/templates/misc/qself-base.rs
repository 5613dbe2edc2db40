//@ expect: error
//@ include: _defs.rs

    trait Tr { type A; }
    impl Tr for u8 { type A = S; }
    fn main() { let _: PhantomData<field_of!(<u8 as Tr>::A, a)>; }
