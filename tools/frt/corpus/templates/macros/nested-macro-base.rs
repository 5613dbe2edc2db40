//@ expect: error
//@ include: _defs.rs

    macro_rules! frt { ($t:ty, $f:ident) => { field_of!($t, $f) } }
    fn main() { let _: PhantomData<frt!(frt!(S, a), a)>; }
