//@ expect: run
//@ include: _defs.rs

    fn main() {
        let f: for<'a> fn(PhantomData<field_of!(S<'a, u8>, r)>) = |_| {};
        f(PhantomData);
    }
