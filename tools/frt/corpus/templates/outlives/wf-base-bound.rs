//@ expect: error
//@ include: _defs.rs

    struct B<T: Copy> { t: T }
    fn f(_: PhantomData<field_of!(B<String>, t)>) {}
    fn main() {}
