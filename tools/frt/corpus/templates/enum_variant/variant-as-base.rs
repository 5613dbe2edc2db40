//@ expect: error
//@ prelude: header
//@ include: _defs.rs

        fn main() { let _: PhantomData<field_of!(E::V, x)> = PhantomData; }
