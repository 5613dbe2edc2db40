//@ expect: error
//@ include: _defs.rs

    macro_rules! frt { ($t:ty, $f:lifetime) => { field_of!($t, $f) } }
    fn main() { let _: PhantomData<frt!(S, 'a)>; }
