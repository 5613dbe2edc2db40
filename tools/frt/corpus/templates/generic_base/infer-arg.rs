//@ expect: run
//@ include: _defs.rs

    fn main() {
        let _: PhantomData<field_of!(G<_>, v)> = PhantomData::<field_of!(G<u16>, v)>;
        let _: PhantomData<field_of!((_, u8), 1)> = PhantomData::<field_of!((u32, u8), 1)>;
    }
