//@ expect: error
//@ include: _defs.rs

    mod m {
        pub struct P { secret: u8 }
        #[macro_export]
        macro_rules! secret_frt { () => { field_of!($crate::m::P, secret) } }
    }
    fn main() { let _: PhantomData<secret_frt!()> = PhantomData; }
