//@ features: decl_macro
//@ include: _defs.rs

    mod m {
        use std::field::field_of;
        pub struct P { secret: u8 }
        pub macro secret() { field_of!(P, secret) }
    }
    fn main() { let _: PhantomData<m::secret!()> = PhantomData; let _ = offset::<m::secret!()>(); }
