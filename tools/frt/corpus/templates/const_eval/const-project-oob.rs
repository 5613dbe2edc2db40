//@ expect: error
//@ include: _defs.rs

    struct Big { a: u8, b: [u64; 4] }
    const fn get<F: Field>(b: &u8) -> &F::Type { unsafe { &*(b as *const u8).byte_add(F::OFFSET).cast::<F::Type>() } }
    const V: [u64; 4] = *get::<field_of!(Big, b)>(&1);
    fn main() {}
