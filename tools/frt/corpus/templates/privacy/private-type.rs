//@ expect: error
//@ include: _defs.rs

    mod m { struct Private { pub a: u8 } }
    fn main() { let _: PhantomData<field_of!(m::Private, a)>; }
